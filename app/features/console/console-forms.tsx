import { parse, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import type { RefObject } from "react";
import { valueAt, type FormResolver } from "~/platform/forms/form-schema";
import { useRouteLoaderData } from "react-router";
import { SEND_KEY_FIELD } from "~/platform/forms/not-sent";
import { FormDraft } from "~/ui/form-draft";

interface ConsoleLayoutData {
  sendKey?: string;
  draftOwner?: string;
}

const useLayoutData = () => useRouteLoaderData("routes/console/layout") as ConsoleLayoutData | undefined;

/**
 * A console form's send key: the layout's key for this page load and the form's name. A send that
 * gets no answer keeps it, so Try again repeats the same send and the server writes it once; a saved
 * send loads the layout again, which gives the next send a new key.
 */
export function SendKey({ form }: { form: string }) {
  const layout = useLayoutData();
  return <input type="hidden" name={SEND_KEY_FIELD} value={layout?.sendKey ? `${layout.sendKey}:${form}` : ""} />;
}

/** A long console form's local draft, kept for the signed-in staff member alone (`ui/form-draft`). */
export function ConsoleDraft({
  formRef,
  form,
  saved,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  /** The form and what it edits: "car-485", "settings-search". */
  form: string;
  saved: boolean;
}) {
  const owner = useLayoutData()?.draftOwner;
  return owner ? <FormDraft within={formRef} draftKey={`console:${owner}:${form}`} kind="local" saved={saved} /> : null;
}

/**
 * Every console form's state, as the shop's forms keep theirs: Conform reads the form with the
 * server's own schema (`resolve`) when a field is left and on sending, shows each message beside its
 * field and puts focus on the first wrong one; the server's reply (its words and what was typed)
 * comes back as `lastResult`, with or without scripts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound: a form's value may be an interface
export function useConsoleForm<V extends Record<string, any>>({
  id,
  resolve,
  lastResult,
  defaultValue,
}: {
  id: string;
  resolve: FormResolver<V>;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: Partial<Record<keyof V, unknown>>;
}) {
  return useForm<V, V, string[]>({
    id,
    lastResult,
    defaultValue: defaultValue as DefaultValue<V>,
    // A button that acts on what is stored (unpublish, remove) is marked formNoValidate and goes unread.
    onValidate: ({ formData, submitter }) =>
      parse(formData, { resolve: isNoValidate(submitter) ? () => ({ value: {} as V }) : resolve }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

/** What a console control needs of Conform's field metadata. */
export interface ConsoleFieldMeta {
  key: string | undefined;
  id: string;
  name: string;
  formId: string;
  errors: string[] | undefined;
  errorId: string;
  descriptionId: string;
  initialValue?: unknown;
}

/**
 * For a form only the server can judge (a yard or the menus, checked as part of the whole site
 * configuration): Conform still reports the server's reply, beside each field with focus on the first.
 */
export const checkedByServer: FormResolver<Record<string, unknown>> = (payload) => ({ value: payload });

const isNoValidate = (submitter: HTMLElement | null | undefined) =>
  submitter instanceof HTMLButtonElement && submitter.formNoValidate;

/**
 * A field's control attributes: its name, id and the ids of its message and hint, so a screen reader
 * reads the message with the field. Give the control `key={field.key}` too: it remounts the control
 * when the server sends back what was typed.
 */
export function controlOf(field: ConsoleFieldMeta, hint?: boolean) {
  const invalid = Boolean(field.errors?.length);
  const described = [invalid ? field.errorId : "", hint ? field.descriptionId : ""].filter(Boolean).join(" ");
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": described || undefined,
  };
}

/**
 * A field by its dotted name ("location.name"), for forms whose fields are named by a path rather
 * than drawn from the schema's own keys: its messages and its value as the form holds them.
 */
export function fieldByName(
  form: { id: string; key?: string; allErrors: Record<string, string[]>; initialValue: unknown },
  name: string,
): ConsoleFieldMeta {
  // Conform's own id for a field: the form's id and the field's name.
  const id = `${form.id}-${name}`;
  return {
    key: form.key,
    id,
    name,
    formId: form.id,
    errors: form.allErrors[name],
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    initialValue: valueAt(form.initialValue, name),
  };
}

/** A field's text as Conform holds it (what was typed, else the stored value). */
export const initialText = (field: { initialValue?: unknown }) =>
  typeof field.initialValue === "string" ? field.initialValue : "";
