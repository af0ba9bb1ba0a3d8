import { SEND_KEY_FIELD } from "./not-sent";

/**
 * A long form's local draft (issue 52): what was typed, kept in the browser while typing, offered
 * back after a reload or a crash, cleared once the form is saved. Pure rules; the hook that keeps it
 * is `ui/form-draft.tsx`.
 */

/** Drafts older than this are not offered: whatever it was about has moved on. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface FormDraft {
  /** When it was last typed into (ms since the epoch). */
  at: number;
  /** Each field's name and value as typed; a ticked box is "on", an unticked one is absent. */
  values: [string, string][];
}

/** The fields a draft never keeps: a form's own keys and what must not be written to disk. */
const NEVER_KEPT = new Set([SEND_KEY_FIELD, "form_token", "intent", "version", "revision"]);
const NEVER_KEPT_AUTOCOMPLETE = /^(cc-|one-time-code|current-password|new-password)/;

/** Whether a control's value belongs in a draft: typed by the person, not secret, not the form's own. */
export function keptInDraft(control: { name: string; type: string; autocomplete: string }): boolean {
  if (!control.name || NEVER_KEPT.has(control.name)) return false;
  if (["hidden", "file", "password", "submit", "button", "reset"].includes(control.type)) return false;
  return !NEVER_KEPT_AUTOCOMPLETE.test(control.autocomplete);
}

/** Whether a draft holds anything the form does not show now. */
export function draftDiffers(draft: [string, string][], now: [string, string][]): boolean {
  const shown = new Map<string, string[]>();
  for (const [name, value] of now) shown.set(name, [...(shown.get(name) ?? []), value]);
  const kept = new Map<string, string[]>();
  for (const [name, value] of draft) kept.set(name, [...(kept.get(name) ?? []), value]);
  if (kept.size !== shown.size) return true;
  for (const [name, values] of kept) if ((shown.get(name) ?? []).join("\u0000") !== values.join("\u0000")) return true;
  return false;
}

/** A stored draft, if it is one and not too old. */
export function readDraft(stored: string | null, now: number): FormDraft | null {
  if (!stored) return null;
  try {
    const draft = JSON.parse(stored) as Partial<FormDraft>;
    const fresh = typeof draft.at === "number" && now - draft.at < DRAFT_MAX_AGE_MS;
    const pairs =
      Array.isArray(draft.values) &&
      draft.values.every(
        (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((v) => typeof v === "string"),
      );
    return fresh && pairs ? { at: draft.at!, values: draft.values! } : null;
  } catch {
    return null;
  }
}

/** "just now", "3 minutes ago", "2 hours ago", "yesterday", "4 days ago". */
export function typedAgo(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return minutes === 1 ? "a minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "an hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "yesterday" : `${days} days ago`;
}
