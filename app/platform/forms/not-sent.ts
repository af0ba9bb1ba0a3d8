/**
 * A send that never got an answer: the connection was down or dropped, it took too long, or the
 * server failed. The form stays on screen with what was typed and these words (issue 52).
 */
export type NotSentReason = "offline" | "timeout" | "server";

export const notSentWords: Record<NotSentReason, string> = {
  offline: "Not sent: no connection. Your details are kept.",
  timeout: "Not sent: the connection timed out. Your details are kept.",
  server: "Not sent: our system had a problem. Your details are kept.",
};

/**
 * What a form's client action returns then: Conform's reply shape (so a Conform form shows the words
 * as its form error and keeps `initialValue`), and `notSent` for every form to tell it apart.
 */
export interface NotSent {
  status: "error";
  initialValue: Record<string, string>;
  error: { "": string[] };
  notSent: NotSentReason;
}

/** The field of a console form's send key (a shop form's own key is its `form_token`). */
export const SEND_KEY_FIELD = "send_key";

/** The kept reply for a form's entries (files are still in their inputs: nothing redraws them). */
export function keptSend(entries: Iterable<[string, FormDataEntryValue]>, reason: NotSentReason): NotSent {
  const initialValue: Record<string, string> = {};
  for (const [name, value] of entries)
    if (typeof value === "string" && !(name in initialValue)) initialValue[name] = value;
  return { status: "error", initialValue, error: { "": [notSentWords[reason]] }, notSent: reason };
}

/** Whether an action's answer is a kept send. */
export function wasKept(answer: unknown): answer is NotSent {
  return typeof answer === "object" && answer !== null && "notSent" in answer;
}
