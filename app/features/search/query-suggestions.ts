import { facetLabel } from "~/features/cars";
import { MAKE_MODEL_SEPARATOR, type suggestionFacets } from "./facets";

/** Issue 38, suggestions as a shopper types: what their last word may become, with the stock of each. */
export interface Suggestion {
  /** The whole query the suggestion makes, as it would be typed. */
  query: string;
  /** What the option says: the query, or what the typed words read as ("SUV · Under $40,000"). */
  label: string;
  count: number;
}

export type SuggestionCounts = Partial<Record<(typeof suggestionFacets)[number], Record<string, number>>>;
export const SUGGESTIONS_SHOWN = 8;
/** Suggestions start after two letters. */
export const SUGGEST_FROM = 2;

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The names each value answers to, and how it reads in the box. */
function candidates(counts: SuggestionCounts): { names: string[]; completion: string; count: number }[] {
  const plain = (facet: "make" | "fuel" | "categories", label = (v: string) => v) =>
    Object.entries(counts[facet] ?? {}).map(([value, count]) => ({ names: [value], completion: label(value), count }));
  const models = Object.entries(counts.make_model ?? {}).map(([value, count]) => {
    const [make, model] = value.split(MAKE_MODEL_SEPARATOR) as [string, string];
    return { names: [model, `${make} ${model}`], completion: `${make} ${model}`, count };
  });
  return [...plain("make"), ...models, ...plain("categories"), ...plain("fuel"), ...bodies(counts)];
}

function bodies(counts: SuggestionCounts) {
  return Object.entries(counts.body ?? {}).map(([value, count]) => ({
    names: [value],
    completion: facetLabel(value),
    count,
  }));
}

/** The head and the completion, without saying the make twice ("toyota" + "Toyota Corolla"). */
function joined(head: string, completion: string): string {
  if (!head) return completion;
  const before = head.split(" ");
  const last = before[before.length - 1]!;
  if (completion.toLowerCase().startsWith(`${last.toLowerCase()} `))
    return [...before.slice(0, -1), completion].join(" ");
  return `${head} ${completion}`;
}

/** What the typed words may become: the last word (or the last two) completed, most stock first. */
export function suggest(text: string, counts: SuggestionCounts): Suggestion[] {
  const typed = text.trim().replace(/\s+/g, " ");
  if (typed.length < SUGGEST_FROM) return [];
  const words = typed.split(" ");
  const found = new Map<string, Suggestion>();
  for (const take of [2, 1]) {
    if (words.length < take) continue;
    const head = words.slice(0, words.length - take).join(" ");
    const tail = key(words.slice(-take).join(" "));
    if (!tail) continue;
    for (const candidate of candidates(counts)) {
      if (!candidate.names.some((name) => key(name).startsWith(tail))) continue;
      const query = joined(head, candidate.completion);
      if (!found.has(query.toLowerCase()))
        found.set(query.toLowerCase(), { query, label: query, count: candidate.count });
    }
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
    .slice(0, SUGGESTIONS_SHOWN);
}
