/**
 * Why a send was refused, in words. Features say why; only `app/routes` turns a reason into an HTTP
 * status (`routes/_shared/answers.server.ts`), so a rule never knows it is served over HTTP.
 */
export type RefusalReason =
  | "invalid"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "gone"
  | "too-large"
  | "too-many"
  | "unavailable"
  | "upstream-failed"
  | "upstream-timeout";

/** A send refused: why, the form-wide words, and each field's own words beside it. */
export interface Refusal {
  ok: false;
  reason: RefusalReason;
  error: string;
  fields?: Record<string, string>;
}

export function refusal(reason: RefusalReason, error: string, fields?: Record<string, string>): Refusal {
  return fields ? { ok: false, reason, error, fields } : { ok: false, reason, error };
}
