const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The facts a dealer's own copy may name, worked out from the site's data, never typed as text. */
export interface SiteFacts {
  /** The places of the site's visible sales yards, one each, in the site's order. */
  yards: string[];
}

function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * Issue 36, counts come from data: a dealer's copy says "{Yards}, one team" and "{yard_names}" and
 * reads "Three yards, one team" and "Penrith, Hobart and Wagga Wagga" while it has three.
 */
export function fillSiteFacts(text: string, facts: SiteFacts): string {
  const count = facts.yards.length;
  const yards = `${NUMBER_WORDS[count] ?? String(count)} ${count === 1 ? "yard" : "yards"}`;
  return text
    .replaceAll("{yards}", yards)
    .replaceAll("{Yards}", yards.charAt(0).toUpperCase() + yards.slice(1))
    .replaceAll("{yard_names}", listInWords(facts.yards));
}
