/** Spec 000 sections 4 and 9: comments cut at 400 characters with a more/less toggle, or the pending text. */
export const COMMENTS_LIMIT = 400;
export const COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";

export type DealerComments =
  | { kind: "pending"; text: string }
  | { kind: "full"; text: string }
  | { kind: "truncated"; short: string; text: string };

export function dealerComments(comments: string | null): DealerComments {
  const text = (comments ?? "").trim();
  if (!text) return { kind: "pending", text: COMMENTS_PENDING };
  if (text.length <= COMMENTS_LIMIT) return { kind: "full", text };
  return { kind: "truncated", short: `${text.slice(0, COMMENTS_LIMIT).trimEnd()}…`, text };
}
