import { useEffect, type RefObject } from "react";
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
 * Moves focus to the first field the server refused, once its answer is drawn, as Conform does for
 * the shop's forms: a keyboard or screen-reader user lands on what to fix, not on the page's top.
 */
export function FocusFirstError({
  formRef,
  errors,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  errors: Record<string, string> | undefined;
}) {
  useEffect(() => {
    if (errors && Object.keys(errors).length)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
  return null;
}
