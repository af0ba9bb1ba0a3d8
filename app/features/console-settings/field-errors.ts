import type { FormAnswer } from "~/ui/not-sent-alert";

/** Each field's first message in a refused send (Conform's reply), by the field's name. */
export function fieldErrors(answer: FormAnswer | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(answer?.reply?.error ?? {}))
    if (name && messages?.[0]) errors[name] = messages[0];
  return errors;
}
