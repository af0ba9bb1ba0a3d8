import { getFormProps } from "@conform-to/react";
import { useMemo, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { imageUrl } from "~/platform/images/image-url";
import { Field, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { ConsoleDraft, FormDone, SaveButton, SendKey, useConsoleForm } from "~/features/console/components";
import { valueAt } from "~/platform/forms/form-schema";
import { fieldErrors } from "./field-errors";
import { settingDefaults, settingsFormResolver, type SettingField } from "./settings-form";
import { OWNER_ONLY_WORDS } from "./owner-settings";
import { LocationEditor, type LocationEditorData } from "./location-editor";
import { MenuEditor, type MenuEditorData } from "./menu-editor";

export interface SettingsPageData {
  areas: { key: string; title: string }[];
  area: { key: string; title: string };
  fields: (SettingField & { words?: string; ownerOnly?: boolean })[];
  revision: number;
  published: number;
  base: number;
  open: boolean;
  previewing: boolean;
  /** The locations area's yards, edited one at a time. */
  locations: LocationEditorData | null;
  /** The menus area's header menu and footer, as rows. */
  menus: MenuEditorData | null;
  /** The theme area's logo, with its upload. */
  logo: { src: string; alt: string } | null;
}

export type SettingsOutcome = (FormAnswer & { done?: string }) | undefined;

/** The settings editor: one area at a time, saved into a draft, previewed by the editor alone, published whole. */
export function SettingsPage({ data, outcome }: { data: SettingsPageData; outcome: SettingsOutcome }) {
  const busy = useNavigation().state === "submitting";
  const errors = fieldErrors(outcome);
  const settingsForm = useRef<HTMLFormElement>(null);
  const resolve = useMemo(() => settingsFormResolver(data.fields), [data.fields]);
  const [form] = useConsoleForm({
    id: `settings-${data.area.key}`,
    resolve,
    lastResult: outcome?.reply,
    defaultValue: settingDefaults(data.fields),
  });
  const act = (intent: string, label: string, variant: "primary" | "outline" | "danger" = "outline") => (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={data.revision} />
      <button type="submit" className={buttonClass({ variant, size: "sm" })} disabled={busy}>
        {label}
      </button>
    </Form>
  );
  return (
    <div className="max-w-6xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Settings</h1>
        <Link to="/console/settings/history" className="text-sm font-semibold underline">
          History and restore
        </Link>
      </div>
      <section
        aria-label="Draft"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-muted bg-background p-3"
      >
        <p className="mr-auto text-sm">
          {data.open
            ? `A draft of changes to version ${data.base} is waiting: the website shows version ${data.published} until it is published.`
            : `The website shows version ${data.published}. Changes you save here wait in a draft until you publish them.`}
        </p>
        {data.open ? (
          <>
            {data.previewing ? (
              <>
                <a
                  href="/"
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass({ variant: "outline", size: "sm" })}
                >
                  Open the preview
                </a>
                {act("preview-off", "Stop previewing")}
              </>
            ) : (
              act("preview-on", "Preview")
            )}
            {act("publish", "Publish", "primary")}
            {act("discard", "Discard the draft", "danger")}
          </>
        ) : null}
      </section>
      <OutcomeAlert outcome={outcome} />
      {outcome?.done ? <FormDone>{outcome.done}</FormDone> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Settings areas">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {data.areas.map((a) => (
              <li key={a.key}>
                <Link
                  to={`/console/settings?area=${a.key}`}
                  aria-current={a.key === data.area.key ? "page" : undefined}
                  className="block rounded px-3 py-1.5 text-sm font-semibold hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                >
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          {data.logo ? <LogoUpload logo={data.logo} revision={data.revision} error={errors["theme.logo.src"]} /> : null}
          {data.locations ? <LocationEditor data={data.locations} outcome={outcome} /> : null}
          {data.menus ? <MenuEditor data={data.menus} outcome={outcome} /> : null}
          {data.fields.length ? (
            <Form
              ref={settingsForm}
              method="post"
              {...getFormProps(form)}
              className="space-y-3 rounded-lg border border-muted bg-background p-4"
              aria-label={data.area.title}
            >
              <ConsoleDraft
                formRef={settingsForm}
                form={`settings-${data.area.key}`}
                saved={Boolean(outcome?.done) && !outcome?.kept}
              />
              <h2 className="text-lg font-bold">{data.area.title}</h2>
              <input type="hidden" name="intent" value="save" />
              <SendKey form="settings" />
              <input type="hidden" name="area" value={data.area.key} />
              <input type="hidden" name="revision" value={data.revision} />
              <div className="grid gap-3 md:grid-cols-2">
                {data.fields.map((field) =>
                  field.ownerOnly ? (
                    <OwnerOnlySetting key={field.path} field={field} />
                  ) : (
                    <SettingInput
                      key={`${field.path}-${form.key ?? ""}`}
                      field={field}
                      value={String(valueAt(form.initialValue, field.path) ?? "")}
                      error={form.allErrors[field.path]?.[0]}
                    />
                  ),
                )}
              </div>
              <SaveButton intent="save">Save to the draft</SaveButton>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * A setting only an owner may change (issue 55), shown to a manager as it stands, without a control;
 * it is sent back as it is, so saving the rest of the area leaves it alone.
 */
function OwnerOnlySetting({ field }: { field: SettingField }) {
  return (
    <div className={field.kind === "json" ? "md:col-span-2" : undefined} data-testid="owner-only-setting">
      <input type="hidden" name={field.path} value={field.value} />
      <p className="font-semibold">{field.label}</p>
      <p className="mt-1 break-all rounded bg-muted px-3 py-1.5 font-mono text-xs">{field.value || "—"}</p>
      <p className="mt-1 text-sm text-muted-foreground">{OWNER_ONLY_WORDS}</p>
    </div>
  );
}

function SettingInput({
  field,
  value,
  error,
}: {
  field: SettingField & { words?: string };
  /** What the field holds now: the draft's value, or what was typed into a refused send. */
  value: string;
  error: string | undefined;
}) {
  const id = `setting-${field.path.replace(/\./g, "-")}`;
  const aria = {
    id,
    name: field.path,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [error ? `${id}-error` : "", field.words ? `${id}-description` : ""].filter(Boolean).join(" ") || undefined,
  };
  const control = `${inputClass} py-1.5 text-sm`;
  if (field.kind === "switch")
    return (
      <div className="flex gap-2">
        <input type="checkbox" {...aria} defaultChecked={value === "on"} className="mt-1 size-5 shrink-0" />
        <div>
          <label htmlFor={id} className="font-semibold">
            {field.label}
          </label>
          {field.words ? (
            <p id={`${id}-description`} className="text-xs text-muted-foreground">
              {field.words}
            </p>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    );
  return (
    <Field
      id={id}
      label={field.label}
      error={error}
      description={field.words}
      className={field.kind === "json" ? "md:col-span-2" : undefined}
    >
      {field.kind === "choice" ? (
        <select {...aria} defaultValue={value} className={control}>
          {field.options?.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      ) : field.kind === "json" ? (
        <textarea
          {...aria}
          defaultValue={value}
          rows={Math.min(14, value.split("\n").length + 1)}
          className={`${control} font-mono text-xs`}
        />
      ) : field.kind === "colour" ? (
        <div className="flex items-center gap-2">
          <input {...aria} defaultValue={value} className={control} />
          <span
            aria-hidden="true"
            className="mt-1 size-8 shrink-0 rounded border border-muted"
            style={{ background: value }}
          />
        </div>
      ) : (
        <input
          {...aria}
          inputMode={field.kind === "number" ? "decimal" : undefined}
          defaultValue={value}
          className={control}
        />
      )}
    </Field>
  );
}

/** The logo and its upload (a PNG, WebP or JPEG; kept as PNG through the media store). */
function LogoUpload({
  logo,
  revision,
  error,
}: {
  logo: { src: string; alt: string };
  revision: number;
  error?: string;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-muted bg-background p-4"
      aria-label="Logo"
    >
      <input type="hidden" name="intent" value="logo" />
      <input type="hidden" name="revision" value={revision} />
      <span className="rounded bg-primary p-2">
        <img src={imageUrl(logo.src, { width: 320 })} alt={`Logo now: ${logo.alt}`} className="h-12 w-auto" />
      </span>
      <Field id="settings-logo" label="New logo" error={error} description="PNG, WebP or JPEG; it goes into the draft">
        <input
          id="settings-logo"
          name="logo"
          type="file"
          accept="image/png,image/webp,image/jpeg"
          className="mt-1 block text-sm"
        />
      </Field>
      <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
        Upload the logo
      </button>
    </Form>
  );
}
