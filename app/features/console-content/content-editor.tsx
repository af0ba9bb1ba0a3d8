import { getFormProps } from "@conform-to/react";
import { useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { fillValues, renderMarkdown } from "~/platform/markdown/markdown";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { ConsoleDraft, FormDone, SendKey, controlOf, useConsoleForm } from "~/features/console/components";
import {
  contentFormResolver,
  contentPath,
  contentStateLabels,
  kindLabels,
  type ContentKind,
  type ContentState,
} from "./content-rules";

export interface ContentEditorData {
  id: number | null;
  kind: ContentKind;
  name: string;
  version: number;
  state: ContentState | null;
  values: { title: string; description: string; body: string; date: string; image: string; image_alt: string };
  /** What {{name}}, {{phone}}, {{email}} and {{url}} read as on this site. */
  siteValues: Record<string, string>;
}

export type ContentOutcome = (FormAnswer & { done?: string }) | undefined;

const control = `${inputClass} py-1.5`;

/** A page's or post's form: its words in Markdown beside a live preview drawn as the site draws it, and a picture to add. */
export function ContentEditor({ data, outcome }: { data: ContentEditorData; outcome: ContentOutcome }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const saving = (intent: string) => busy && navigation.formData?.get("intent") === intent;
  const news = data.kind === "news";
  const resolve = useMemo(() => contentFormResolver(data.kind, !data.id), [data.kind, data.id]);
  const [form, fields] = useConsoleForm({
    id: `content-${data.id ?? `new-${data.kind}`}`,
    resolve,
    lastResult: outcome?.reply,
    defaultValue: { ...data.values, name: data.name, picture_place: "text" },
  });
  const errorOf = (name: keyof typeof fields) => fields[name].errors?.[0];
  const [body, setBody] = useState(data.values.body);
  const preview = useMemo(() => renderMarkdown(fillValues(body, data.siteValues)), [body, data.siteValues]);
  return (
    <div className="max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold">
        {data.id ? data.values.title : `New ${kindLabels[data.kind].toLowerCase()}`}
      </h1>
      {data.state ? (
        <p className="text-sm">
          {contentStateLabels[data.state]}
          {data.state !== "unpublished" ? (
            <>
              {" · "}
              <a
                href={contentPath(data.kind, data.name)}
                className="font-semibold underline"
                target="_blank"
                rel="noreferrer"
              >
                Open it on the site
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <OutcomeAlert outcome={outcome} />
      {outcome?.done ? <FormDone>{outcome.done}</FormDone> : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-4"
        aria-label={kindLabels[data.kind]}
      >
        <ConsoleDraft
          formRef={formRef}
          form={`content-${data.id ?? `new-${data.kind}`}`}
          saved={Boolean(outcome?.done)}
        />
        <input type="hidden" name="version" value={data.version} />
        <SendKey form="content" />
        <div className="grid gap-3 rounded-lg border border-muted bg-background p-4 md:grid-cols-2">
          {data.id ? null : (
            <Field
              id={fields.name.id}
              label="Address"
              error={errorOf("name")}
              description={
                news
                  ? "/news/ and lower-case words joined by -"
                  : "/ and lower-case words joined by -, such as about-us"
              }
            >
              <input
                {...controlOf(fields.name, true)}
                key={fields.name.key}
                defaultValue={data.name}
                className={control}
              />
            </Field>
          )}
          <Field id={fields.title.id} label="Title" error={errorOf("title")}>
            <input
              {...controlOf(fields.title)}
              key={fields.title.key}
              defaultValue={data.values.title}
              className={control}
            />
          </Field>
          <Field
            id={fields.description.id}
            label="Description"
            error={errorOf("description")}
            description="A sentence for search engines and link previews"
            className="md:col-span-2"
          >
            <input
              {...controlOf(fields.description, true)}
              key={fields.description.key}
              defaultValue={data.values.description}
              className={control}
            />
          </Field>
          {news ? (
            <>
              <Field id={fields.date.id} label="Date" error={errorOf("date")}>
                <input
                  {...controlOf(fields.date)}
                  key={fields.date.key}
                  type="date"
                  name="date"
                  defaultValue={data.values.date}
                  className={control}
                />
              </Field>
              <input type="hidden" name="image" value={data.values.image} />
              <Field id={fields.image_alt.id} label="Card picture: what it shows" error={errorOf("image_alt")}>
                <input
                  {...controlOf(fields.image_alt)}
                  key={fields.image_alt.key}
                  defaultValue={data.values.image_alt}
                  className={control}
                />
              </Field>
              {data.values.image ? (
                <img
                  src={imageUrl(data.values.image, { width: 320 })}
                  alt={`Card picture now: ${data.values.image_alt}`}
                  className="h-24 w-auto rounded border border-muted"
                />
              ) : null}
            </>
          ) : null}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field
            id={fields.body.id}
            label="Text (Markdown)"
            error={errorOf("body")}
            description="# A heading, **bold**, [a link](/finance), - a list item; {{name}} and {{phone}} read as the site's own"
          >
            <textarea
              {...controlOf(fields.body, true)}
              key={fields.body.key}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={20}
              className={`${control} font-mono text-sm`}
            />
          </Field>
          <section aria-label="Preview" className="rounded-lg border border-muted bg-background p-4">
            <h2 className="mb-2 text-xs font-bold uppercase tracking-wide text-muted-foreground">Preview</h2>
            <div className="content-page" dangerouslySetInnerHTML={{ __html: preview }} />
          </section>
        </div>
        <fieldset className="grid min-w-0 gap-3 rounded-lg border border-muted bg-background p-4 md:grid-cols-3">
          <legend className="px-1 font-bold">Add a picture</legend>
          <Field
            id="content-picture"
            label="Picture"
            error={outcome?.reply?.error?.picture?.[0]}
            description="JPEG, PNG, WebP or HEIC; kept upright, its location data removed"
          >
            <input
              id="content-picture"
              aria-invalid={outcome?.reply?.error?.picture ? true : undefined}
              aria-describedby="content-picture-description content-picture-error"
              type="file"
              name="picture"
              accept="image/*"
              className="mt-1 block text-sm"
            />
          </Field>
          <Field id="content-picture-alt" label="What it shows">
            <input id="content-picture-alt" name="picture_alt" className={control} />
          </Field>
          {news ? (
            <Field id="content-picture-place" label="Where it goes">
              <select id="content-picture-place" name="picture_place" className={control}>
                <option value="text">At the end of the text</option>
                <option value="card">As the card picture</option>
              </select>
            </Field>
          ) : (
            <input type="hidden" name="picture_place" value="text" />
          )}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            className={buttonClass({ variant: "outline" })}
            disabled={busy}
          >
            {saving("save") ? "Saving..." : "Save the draft"}
          </button>
          <button type="submit" name="intent" value="publish" className={buttonClass()} disabled={busy}>
            {saving("publish") ? "Saving..." : "Publish"}
          </button>
          {data.state && data.state !== "unpublished" ? (
            <button
              type="submit"
              name="intent"
              value="unpublish"
              formNoValidate
              className={buttonClass({ variant: "danger" })}
              disabled={busy}
            >
              Take it off the site
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
