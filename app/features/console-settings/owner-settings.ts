/**
 * Issue 55: the settings that move the site or send its leads elsewhere are the owner's alone, and a
 * change to any of them is e-mailed to every owner: a manager cannot, and a takeover cannot quietly.
 */
export const OWNER_ONLY_SETTINGS: readonly { path: string; words: string }[] = [
  { path: "url", words: "the site's address" },
  { path: "domains", words: "the site's domains" },
  { path: "contact.lead_email", words: "the lead e-mail address" },
  { path: "forms.lead_delivery.webhook_url", words: "the lead webhook" },
  { path: "forms.lead_delivery.webhook_format", words: "the lead webhook" },
  { path: "lead_routing.rule", words: "the lead routing rule" },
];

export const OWNER_ONLY_WORDS = "Only an owner can change this.";

const under = (path: string, setting: string) =>
  path === setting || path.startsWith(`${setting}.`) || path.startsWith(`${setting}[`);

/** A settings path (a field, or a change deeper inside it) that only an owner may change. */
export function isOwnerOnly(path: string): boolean {
  return OWNER_ONLY_SETTINGS.some((s) => under(path, s.path));
}

const valueAt = (config: unknown, path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), config);

const shown = (value: unknown) => (value === undefined || value === null ? "—" : JSON.stringify(value));

/** The owner-only settings one configuration changes from another, each with what it was and is. */
export function ownerOnlyChanges(before: unknown, after: unknown): { path: string; from: string; to: string }[] {
  return OWNER_ONLY_SETTINGS.flatMap(({ path }) => {
    const [from, to] = [shown(valueAt(before, path)), shown(valueAt(after, path))];
    return from === to ? [] : [{ path, from, to }];
  });
}

/** "the site's domains and the lead webhook": what a list of changes touches, each once. */
export function ownerOnlyWords(changes: readonly { path: string }[]): string {
  const words = [
    ...new Set(OWNER_ONLY_SETTINGS.filter((s) => changes.some((c) => under(c.path, s.path))).map((s) => s.words)),
  ];
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
}
