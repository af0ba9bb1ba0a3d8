import { useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { fillValues, renderMarkdown } from "~/platform/markdown/markdown";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert } from "~/ui/not-sent-alert";
import type { NotSent } from "~/platform/forms/not-sent";
import { ConsoleDraft, FocusFirstError, FormDone, SendKey } from "~/features/console/components";
import { contentPath, contentStateLabels, kindLabels, type ContentKind, type ContentState } from "./content-rules";

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

export type ContentOutcome =
  { error?: string | null; fields?: Record<string, string>; done?: string; kept?: NotSent } | undefined;

const control = `${inputClass} py-1.5`;

function described(id: string, error: string | undefined, description?: boolean) {
  const ids = [error ? `${id}-error` : "", description ? `${id}-description` : ""].filter(Boolean);
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": ids.join(" ") || undefined };
}

/** A page's or post's form: its words in Markdown beside a live preview drawn as the site draws it, and a picture to add. */
export function ContentEditor({ data, outcome }: { data: ContentEditorData; outcome: ContentOutcome }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const saving = (intent: string) => busy && navigation.formData?.get("intent") === intent;
  const errors = outcome?.fields ?? {};
  const [body, setBody] = useState(data.values.body);
  const preview = useMemo(() => renderMarkdown(fillValues(body, data.siteValues)), [body, data.siteValues]);
  const news = data.kind === "news";
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
        className="space-y-4"
        aria-label={kindLabels[data.kind]}
        noValidate
      >
        <ConsoleDraft
          formRef={formRef}
          form={`content-${data.id ?? `new-${data.kind}`}`}
          saved={Boolean(outcome?.done)}
        />
        <FocusFirstError formRef={formRef} errors={outcome?.fields} />
        <input type="hidden" name="version" value={data.version} />
        <SendKey form="content" />
        <div className="grid gap-3 rounded-lg border border-muted bg-background p-4 md:grid-cols-2">
          {data.id ? null : (
            <Field
              id="content-name"
              label="Address"
              error={errors.name}
              description={
                news
                  ? "/news/ and lower-case words joined by -"
                  : "/ and lower-case words joined by -, such as about-us"
              }
            >
              <input
                {...described("content-name", errors.name, true)}
                name="name"
                defaultValue={data.name}
                className={control}
              />
            </Field>
          )}
          <Field id="content-title" label="Title" error={errors.title}>
            <input
              {...described("content-title", errors.title)}
              name="title"
              defaultValue={data.values.title}
              className={control}
            />
          </Field>
          <Field
            id="content-description"
            label="Description"
            error={errors.description}
            description="A sentence for search engines and link previews"
            className="md:col-span-2"
          >
            <input
              {...described("content-description", errors.description, true)}
              name="description"
              defaultValue={data.values.description}
              className={control}
            />
          </Field>
          {news ? (
            <>
              <Field id="content-date" label="Date" error={errors.date}>
                <input
                  {...described("content-date", errors.date)}
                  type="date"
                  name="date"
                  defaultValue={data.values.date}
                  className={control}
                />
              </Field>
              <input type="hidden" name="image" value={data.values.image} />
              <Field id="content-image-alt" label="Card picture: what it shows" error={errors.image_alt}>
                <input
                  {...described("content-image-alt", errors.image_alt)}
                  name="image_alt"
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
            id="content-body"
            label="Text (Markdown)"
            error={errors.body}
            description="# A heading, **bold**, [a link](/finance), - a list item; {{name}} and {{phone}} read as the site's own"
          >
            <textarea
              {...described("content-body", errors.body, true)}
              name="body"
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
            error={errors.picture}
            description="JPEG, PNG, WebP or HEIC; kept upright, its location data removed"
          >
            <input
              {...described("content-picture", errors.picture, true)}
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
