import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Refusal, RefusalReason } from "~/platform/forms/refusal";

const STATUS: Record<RefusalReason, number> = {
  invalid: 400,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-large": 413,
  "too-many": 429,
  "upstream-failed": 502,
  unavailable: 503,
  "upstream-timeout": 504,
};

/** The HTTP status of a refusal's reason: the one place a feature's "why" becomes a number. */
export const statusOf = (reason: RefusalReason): number => STATUS[reason];

const fieldErrorsOf = (fields: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, [message]]));

/**
 * Every form's refusal in one shape, Conform's reply: the form-wide words under "", each field's
 * beside it and, when the send was parsed, what was typed, so the form comes back as it was sent.
 */
export function replyOf(
  refused: Pick<Refusal, "error" | "fields">,
  submission?: Submission<unknown, string[]>,
): SubmissionResult<string[]> {
  const fieldErrors = fieldErrorsOf(refused.fields);
  if (submission) return submission.reply({ formErrors: [refused.error], fieldErrors });
  return { status: "error", error: { "": [refused.error], ...fieldErrors } };
}

/** A refused send's answer: `{ reply }` with its reason's status. */
export function refused(
  refusal: Pick<Refusal, "reason" | "error" | "fields">,
  submission?: Submission<unknown, string[]>,
) {
  return data({ reply: replyOf(refusal, submission) }, { status: statusOf(refusal.reason) });
}

/** A send whose form could not be parsed by its schema: every field's words, and what was typed. */
export function refusedForm(submission: Submission<unknown, string[]>, error = SOME_FIELDS) {
  return data({ reply: submission.reply({ formErrors: [error] }) }, { status: 400 });
}

export const SOME_FIELDS = "Some fields need a look: each says what is wrong.";
