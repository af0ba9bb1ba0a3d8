import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { SEND_KEY_FIELD, wasKept, type NotSent } from "~/platform/forms/not-sent";
import { Button } from "./button";
import { FormAlert } from "./field";

/** The fields that carry a form's own key: a console form's send key, a shopper form's token. */
const KEY_FIELDS = [SEND_KEY_FIELD, "form_token"];

/** The form a kept send came from: the one around the alert, else the one holding its key or intent. */
function sentForm(kept: NotSent, alert: HTMLElement): HTMLFormElement | null {
  const around = alert.closest("form");
  if (around) return around;
  for (const name of [...KEY_FIELDS, "intent"]) {
    const key = kept.initialValue[name];
    const input = key
      ? document.querySelector<HTMLInputElement>(`:is(input, button)[name="${name}"][value="${CSS.escape(key)}"]`)
      : null;
    if (input?.form) return input.form;
  }
  return null;
}

/** Sends the same form again, through the same button (save or publish), with the same key. */
function sendAgain(kept: NotSent, alert: HTMLElement) {
  const form = sentForm(kept, alert);
  const intent = kept.initialValue.intent;
  const button = intent
    ? form?.querySelector<HTMLButtonElement>(`button[name="intent"][value="${CSS.escape(intent)}"]`)
    : null;
  form?.requestSubmit(button ?? undefined);
}

/**
 * A send that got no answer: the form's own failure words where the spec gives them, why in plain
 * words, and a retry that sends the same form again (its key too, so nothing is stored twice). It
 * scrolls into view and takes focus, since the button pressed may be far below it. A kept send only
 * happens with scripts (the client action), so the retry may use them.
 */
export function NotSentAlert({ kept, failure }: { kept: NotSent; failure?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus();
  }, [kept]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded border-2 border-red-700 bg-red-50 p-3 text-red-900"
      data-testid="form-error"
    >
      <p className="min-w-0 flex-1 basis-56">
        {failure ? <span className="block font-semibold">{failure}</span> : null}
        <span className={failure ? "block" : "block font-semibold"}>{kept.error[""][0]}</span>
      </p>
      <Button variant="outline" size="compact" onClick={() => ref.current && sendAgain(kept, ref.current)}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A form's one form-wide message: a send that got no answer (with its retry), else a refusal in the
 * server's words (a rate limit, not stored), else nothing. `failure` is the spec's words for the form,
 * shown with both.
 */
export function FormWideAlert({ result, errors, failure }: { result: unknown; errors?: string[]; failure?: string }) {
  if (wasKept(result)) return <NotSentAlert kept={result} failure={failure} />;
  const text = errors ? errors[0] || failure : undefined;
  return text ? <FormAlert text={text} /> : null;
}

/** A form's answer: Conform's reply when the server refused it, `kept` when the send got no answer. */
export interface FormAnswer {
  reply?: SubmissionResult<string[]>;
  kept?: NotSent;
}

/** The form-wide words of a refused send, or null. */
export const refusalText = (answer: FormAnswer | null | undefined): string | null =>
  answer?.reply?.error?.[""]?.[0] ?? null;

/** A console page's form-wide message: the send kept (with its retry), else the server's refusal. */
export function OutcomeAlert({ outcome }: { outcome: FormAnswer | null | undefined }) {
  if (outcome?.kept) return <NotSentAlert kept={outcome.kept} />;
  const text = refusalText(outcome);
  return text ? <FormAlert text={text} /> : null;
}
