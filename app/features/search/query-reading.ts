import { MAKE_MODEL_SEPARATOR } from "./facets";
import { PRICE_BANDS } from "./price-bands";
import {
  AROUND_SHARE,
  ECONOMICAL_LITRES,
  LOW_KM,
  STOP_WORDS,
  SYNONYMS,
  TOWING_NEEDS,
  type SynonymFacet,
} from "./query-synonyms";
import type { NumericRange, RangeName } from "./search-request";
import { withinOneEdit } from "./text-match";

/**
 * Issue 38: a shopper's words read into the listing's own filters ("suv under 40k" is body SUV and a
 * price up to $40,000), leaving as free text only what it cannot place. Pure: the vocabulary is the
 * site's own facet values (search-vocabulary.ts) and the reviewed synonyms.
 */

export type ReadFacet = SynonymFacet | "colour" | "seats" | "doors" | "sleeps" | "location_name";
/** The figures a shopper's words may name that only some stock carries. */
export type MeasuredRange = "towing_capacity" | "fuel_economy" | "payload";

/** Words that ask for a low price without naming one: the first thing to give way when nothing matches (issue 56). */
export const VAGUE_PRICE_WORDS = /\b(?:cheap|cheapest|budget|affordable|bargain)\b/;

export interface SearchVocabulary {
  /** Each facet's values as the site's stock spells them. */
  values: Partial<Record<ReadFacet, readonly string[]>>;
  /** "Make > Model" of every model in stock. */
  makeModels: readonly string[];
  /** "cheap": the lowest price band the site has stock in. */
  cheapest: NumericRange | null;
  /** The dealer's current year, for "last year's". */
  thisYear: number;
  /** Whether any of the stock states each figure: where none does, "tow 3500" stays words. */
  measured: Record<MeasuredRange, boolean>;
}

export interface QueryReading {
  refinements: Partial<Record<ReadFacet, string[]>>;
  ranges: Partial<Record<RangeName, NumericRange>>;
  /** The words left over, for the free-text match. */
  words: string;
}

const YEAR = /^(19[89]\d|20[0-4]\d)$/;

/** Lower case, digits joined ("40,000" is 40000, "$40k" is 40k), and each word apart. */
function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, "$1")
    .replace(/\$/g, " ")
    .replace(/[^a-z0-9.+\s-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "40k", "40000", "40 grand", "40 thousand", "3.5 tonnes" (in kg): the amount, or NaN. */
function amount(figure: string, unit = ""): number {
  const n = Number(figure.replace(/k$/, ""));
  if (!Number.isFinite(n)) return Number.NaN;
  if (figure.endsWith("k") || /^(grand|thousand)$/.test(unit)) return n * 1000;
  return n;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?k?)(?:\s?(grand|thousand))?`;
const KM = String.raw`\s?(?:km|kms|kilometres|kilometers|klms|k's)\b`;

interface Rule {
  pattern: RegExp;
  read: (m: RegExpExecArray, reading: QueryReading, vocabulary: SearchVocabulary) => boolean;
}

const setRange = (reading: QueryReading, name: RangeName, range: NumericRange) => {
  reading.ranges[name] = { ...reading.ranges[name], ...range };
  return true;
};

/** "under 30" from someone shopping for cars is $30,000: a bare figure this small is thousands. */
const SMALL_FIGURE_THOUSANDS = { min: 5, max: 999 };

/** A price is a figure with k/grand, or one of $1,000 or more that is not a year. */
function priceOf(figure: string, unit: string | undefined): number {
  const n = amount(figure, unit);
  if (Number.isNaN(n)) return n;
  if (figure.endsWith("k") || unit) return n;
  return n >= 1000 && !YEAR.test(figure) ? n : Number.NaN;
}

/** "3500", "3500kg", "3.5 tonnes", "3.5t": a towing capacity in kg; a figure under 10 is tonnes. */
function towingKg(figure: string, unit: string | undefined): number {
  const n = Number(figure);
  return unit?.startsWith("t") || n < 10 ? n * 1000 : n;
}

const TOW = String.raw`(?:tows|tow|towing|to tow|can tow)`;
const TONNAGE = String.raw`(\d+(?:\.\d+)?)\s?(kg|kgs|kilos|t|tonnes|tonne|tons|ton)?`;
const LITRES = String.raw`(\d+(?:\.\d+)?)\s?(?:l|litres|liters|litre|liter)\s(?:per\s)?100\s?(?:km|kms|kilometres)?`;

const measured = (name: MeasuredRange, reading: QueryReading, vocabulary: SearchVocabulary, range: NumericRange) =>
  vocabulary.measured[name] && setRange(reading, name, range);

/**
 * "not white", "non-white", "any colour but white" (issue 56): every colour the stock has but that
 * one. A word after "not" that is no colour is left for the rest of the reading.
 */
function notColour(m: RegExpExecArray, reading: QueryReading, vocabulary: SearchVocabulary): boolean {
  const colours = vocabulary.values.colour ?? [];
  const unwanted = colours.find((c) => c.toLowerCase() === m[1]);
  if (!unwanted) return false;
  reading.refinements.colour = colours.filter((c) => c !== unwanted);
  return true;
}

/** The phrases with numbers (and a colour not wanted), tried in order; each one read is cut from the text. */
const RULES: Rule[] = [
  {
    pattern: /\b(?:not|non|no|except|anything but|any colou?r but|any colou?r except|other than)\s?-?\s?([a-z]+)\b/,
    read: notColour,
  },
  {
    pattern: new RegExp(String.raw`\b${TOW}(?:\scapacity)?(?:\sof|\sat least|\sover)?\s?${TONNAGE}\b`),
    read: (m, r, v) => measured("towing_capacity", r, v, { min: towingKg(m[1]!, m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b${TONNAGE}\s(?:towing|tow)(?:\scapacity)?\b`),
    read: (m, r, v) => measured("towing_capacity", r, v, { min: towingKg(m[1]!, m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b${TOW}\s(?:a\s|an\s|my\s|the\s|our\s)?(${Object.keys(TOWING_NEEDS).join("|")})\b`),
    read: (m, r, v) => measured("towing_capacity", r, v, { min: TOWING_NEEDS[m[1]!] }),
  },
  {
    // "4x4 for towing", "a tow vehicle" (issue 57): towing with no load named means a family caravan's.
    pattern: /\b(?:good for towing|for towing|tow vehicle|tow car|towing)\b/,
    read: (_m, r, v) => measured("towing_capacity", r, v, { min: TOWING_NEEDS.caravan }),
  },
  {
    pattern: new RegExp(String.raw`\b(?:payload|carries|carry|to carry)(?:\sof|\sat least|\sover)?\s?${TONNAGE}`),
    read: (m, r, v) => measured("payload", r, v, { min: towingKg(m[1]!, m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b${TONNAGE}\s(?:of\s)?payload\b`),
    read: (m, r, v) => measured("payload", r, v, { min: towingKg(m[1]!, m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b(?:under|below|less than|max|up to|no more than)\s?${LITRES}`),
    read: (m, r, v) => measured("fuel_economy", r, v, { max: Number(m[1]) }),
  },
  {
    pattern: new RegExp(String.raw`\b${LITRES}`),
    read: (m, r, v) => measured("fuel_economy", r, v, { max: Number(m[1]) }),
  },
  {
    pattern:
      /\b(?:fuel efficient|fuel economical|economical|(?:good |great )?fuel economy|good on fuel|cheap to run|low fuel(?: use| consumption)?|frugal)\b/,
    read: (_m, r, v) => measured("fuel_economy", r, v, { max: ECONOMICAL_LITRES }),
  },
  {
    pattern: new RegExp(String.raw`\b(?:under|below|less than|max|maximum|up to|no more than|<)\s?${NUMBER}${KM}`),
    read: (m, r) => setRange(r, "km", { max: amount(m[1]!, m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b(?:over|above|more than|min|minimum|>)\s?${NUMBER}${KM}`),
    read: (m, r) => setRange(r, "km", { min: amount(m[1]!, m[2]) }),
  },
  {
    pattern: /\blow\s?(?:km|kms|kilometres|kilometers|mileage|k's)\b/,
    read: (_m, r) => setRange(r, "km", { max: LOW_KM }),
  },
  {
    pattern: new RegExp(String.raw`\b(?:between\s)?${NUMBER}\s?(?:-|to|and)\s?${NUMBER}\b`),
    read: (m, r) => {
      if (YEAR.test(m[1]!) && YEAR.test(m[3]!)) return setRange(r, "year", { min: Number(m[1]), max: Number(m[3]) });
      // "30-40k": the first figure takes the second's k.
      const high = priceOf(m[3]!, m[4]);
      const low = m[3]!.endsWith("k") && !m[1]!.endsWith("k") ? amount(`${m[1]}k`) : priceOf(m[1]!, m[2]);
      if (Number.isNaN(low) || Number.isNaN(high) || low > high) return false;
      return setRange(r, "price", { min: low, max: high });
    },
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:under|below|less than|cheaper than|max|maximum|up to|no more than|<)\s?${NUMBER}\b`,
    ),
    read: (m, r) => {
      if (YEAR.test(m[1]!) && !m[2]) return setRange(r, "year", { max: Number(m[1]) - 1 });
      const price = priceOf(m[1]!, m[2]);
      if (price >= 1000) return setRange(r, "price", { max: price });
      const small = Number(m[1]);
      if (small >= SMALL_FIGURE_THOUSANDS.min && small <= SMALL_FIGURE_THOUSANDS.max)
        return setRange(r, "price", { max: small * 1000 });
      return false;
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:over|above|more than|from|at least|min|minimum|>)\s?${NUMBER}\b`),
    read: (m, r) => {
      if (YEAR.test(m[1]!) && !m[2])
        return setRange(r, "year", { min: Number(m[1]) + (/over|above|more/.test(m[0]) ? 1 : 0) });
      const price = priceOf(m[1]!, m[2]);
      return price >= 1000 ? setRange(r, "price", { min: price }) : false;
    },
  },
  {
    pattern: new RegExp(String.raw`\b(?:around|about|approx|approximately|roughly|~)\s?${NUMBER}\b`),
    read: (m, r) => {
      const price = priceOf(m[1]!, m[2]);
      if (Number.isNaN(price)) return false;
      const step = Math.round((price * AROUND_SHARE) / 1000) * 1000;
      return setRange(r, "price", { min: price - step, max: price + step });
    },
  },
  {
    pattern: /\b(19[89]\d|20[0-4]\d)\s?(?:or newer|or later|onwards|and newer|and up|\+|or above)/,
    read: (m, r) => setRange(r, "year", { min: Number(m[1]) }),
  },
  {
    pattern: /\b(?:newer than|after|since|from)\s(19[89]\d|20[0-4]\d)\b/,
    read: (m, r) => setRange(r, "year", { min: Number(m[1]) + (/newer|after/.test(m[0]) ? 1 : 0) }),
  },
  {
    pattern: /\b(19[89]\d|20[0-4]\d)\s?(?:or older|or earlier|and older)/,
    read: (m, r) => setRange(r, "year", { max: Number(m[1]) }),
  },
  {
    pattern: /\blast years?(?:\s?s)?\b(?:\smodels?)?/,
    read: (_m, r, v) => setRange(r, "year", { min: v.thisYear - 1, max: v.thisYear - 1 }),
  },
  {
    pattern: /\b(\d{1,2})\s?(?:-\s?)?(?:seater|seaters|seats|seat)\b/,
    read: (m, r, v) => atLeast("seats", Number(m[1]), r, v),
  },
  {
    pattern: /\b(?:3rd|third)\s?row(?:\s(?:seats|seating))?\b/,
    read: (_m, r, v) => atLeast("seats", 7, r, v),
  },
  {
    pattern: /\b(?:sleeps|sleeping|sleep)\s?(\d{1,2})\b|\b(\d{1,2})\s?(?:berths?|sleepers?)\b/,
    read: (m, r, v) => atLeast("sleeps", Number(m[1] ?? m[2]), r, v),
  },
  {
    pattern: /\b([2-5])\s?-?\s?(?:doors?|dr)\b/,
    read: (m, r, v) => atLeast("doors", Number(m[1]), r, v, true),
  },
  {
    pattern: new RegExp(String.raw`\b${NUMBER}\s?(?:dollars|aud)\b`),
    read: (m, r) => setRange(r, "price", { max: amount(m[1]!, m[2]) }),
  },
  {
    pattern: VAGUE_PRICE_WORDS,
    read: (_m, r, v) => (v.cheapest ? setRange(r, "price", v.cheapest) : false),
  },
  {
    pattern: /\b(19[89]\d|20[0-4]\d)\b/,
    read: (m, r) => (r.ranges.year ? false : setRange(r, "year", { min: Number(m[1]), max: Number(m[1]) })),
  },
];

/**
 * "7 seater": the site's seat counts of 7 and more ("2 door": exactly 2). Where the stock has none,
 * the filter still stands, so the listing says what it could not find and shows the nearest.
 */
function atLeast(
  facet: "seats" | "sleeps" | "doors",
  wanted: number,
  reading: QueryReading,
  vocabulary: SearchVocabulary,
  exactly = false,
): boolean {
  const known = vocabulary.values[facet] ?? [];
  if (!known.length) return false;
  const values = known.filter((s) => (exactly ? Number(s) === wanted : Number(s) >= wanted));
  reading.refinements[facet] = values.length ? values : [String(wanted)];
  return true;
}

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

interface Entry {
  facet: ReadFacet;
  value: string;
  /** The make a model belongs to. */
  make?: string;
}

/** Each value of the vocabulary under its letters and digits alone: "cx5" finds "CX-5", "landcruiser" "Land Cruiser". */
function lexicon(vocabulary: SearchVocabulary): Map<string, Entry[]> {
  const entries = new Map<string, Entry[]>();
  const add = (text: string, entry: Entry) => {
    const k = key(text);
    if (k) entries.set(k, [...(entries.get(k) ?? []), entry]);
  };
  // Item types ("car", "caravan") are read through the synonyms only: "car" is a word of most queries.
  for (const facet of ["make", "colour", "body", "fuel", "transmission", "drive", "categories"] as const)
    for (const value of vocabulary.values[facet] ?? []) add(value, { facet, value });
  for (const makeModel of vocabulary.makeModels) {
    const [make, model] = makeModel.split(MAKE_MODEL_SEPARATOR) as [string, string];
    add(model, { facet: "model", value: model, make });
  }
  const places = vocabulary.values.location_name ?? [];
  const taken = new Set(entries.keys());
  const wordsOf = (place: string) => place.split(/\s+/).filter((w) => w.length >= 4);
  for (const place of places) {
    add(place, { facet: "location_name", value: place });
    // A yard by a word that tells it apart ("in penrith"), not one every yard or a make shares.
    for (const word of wordsOf(place))
      if (!taken.has(key(word)) && !places.every((other) => wordsOf(other).includes(word)))
        add(word, { facet: "location_name", value: place });
  }
  return entries;
}

/** What a synonym means on this site: the first of its values the stock has, by facet. */
function synonymEntries(phrase: string, vocabulary: SearchVocabulary): Entry[] {
  return (SYNONYMS[phrase] ?? []).flatMap(([facet, values]) => {
    const known = new Map((vocabulary.values[facet] ?? []).map((v) => [v.toLowerCase(), v]));
    const found = values.map((v) => known.get(v.toLowerCase())).find((v) => v !== undefined);
    return found ? [{ facet, value: found }] : [];
  });
}

const lexicons = new WeakMap<SearchVocabulary, Map<string, Entry[]>>();

/** The longest run of words from `start` (up to 4) that names something; with one typo for words of 5 letters or more. */
function phraseAt(
  words: string[],
  start: number,
  vocabulary: SearchVocabulary,
  entries: Map<string, Entry[]>,
): { length: number; found: Entry[] } | null {
  for (let length = Math.min(4, words.length - start); length >= 1; length--) {
    const phrase = words.slice(start, start + length).join(" ");
    const synonyms = synonymEntries(phrase, vocabulary);
    if (synonyms.length) return { length, found: synonyms };
    const exact = entries.get(key(phrase));
    if (exact) return { length, found: exact };
  }
  const word = words[start]!;
  if (word.length < 5 || /\d/.test(word)) return null;
  for (const [k, found] of entries) if (k.length >= 5 && withinOneSlip(word, k)) return { length: 1, found };
  return null;
}

/**
 * One typo after the first letter: a letter wrong, missing or extra, or two side by side swapped
 * ("hyundia"). Shoppers rarely slip on the first letter, and allowing it reads "range" as "orange".
 */
function withinOneSlip(typed: string, known: string): boolean {
  if (typed[0] !== known[0]) return false;
  if (withinOneEdit(typed, known)) return true;
  if (typed.length !== known.length) return false;
  const at = [...typed].findIndex((c, i) => c !== known[i]);
  return typed[at] === known[at + 1] && typed[at + 1] === known[at] && typed.slice(at + 2) === known.slice(at + 2);
}

function add(reading: QueryReading, entry: Entry) {
  const list = (reading.refinements[entry.facet] ??= []);
  if (!list.includes(entry.value)) list.push(entry.value);
  if (entry.make) add(reading, { facet: "make", value: entry.make });
}

/** A model named without its make keeps only the models of the makes named, when some are. */
function modelsOfNamedMakes(reading: QueryReading, models: Entry[]): Entry[] {
  const makes = reading.refinements.make;
  const ofMakes = makes ? models.filter((m) => m.make && makes.includes(m.make)) : [];
  return ofMakes.length ? ofMakes : models;
}

export function readQuery(text: string, vocabulary: SearchVocabulary): QueryReading {
  const reading: QueryReading = { refinements: {}, ranges: {}, words: "" };
  let rest = ` ${normalise(text)} `;
  for (const rule of RULES) {
    const match = rule.pattern.exec(rest);
    if (match && rule.read(match, reading, vocabulary))
      rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
  }
  let entries = lexicons.get(vocabulary);
  if (!entries) lexicons.set(vocabulary, (entries = lexicon(vocabulary)));
  const words = rest.split(/\s+/).filter(Boolean);
  const left: string[] = [];
  const models: Entry[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = phraseAt(words, i, vocabulary, entries);
    if (!phrase) {
      if (!STOP_WORDS.has(words[i]!)) left.push(words[i]!);
      i++;
      continue;
    }
    for (const entry of phrase.found) (entry.facet === "model" ? models : []).push(entry);
    for (const entry of phrase.found) if (entry.facet !== "model") add(reading, entry);
    i += phrase.length;
  }
  for (const model of modelsOfNamedMakes(reading, models)) add(reading, model);
  reading.words = left.join(" ");
  return reading;
}

/** The lowest price band with stock, for "cheap". */
export function cheapestBand(lowestPrice: number | null): NumericRange | null {
  if (lowestPrice === null) return null;
  const upper = PRICE_BANDS.find((edge) => lowestPrice < edge);
  if (upper === undefined) return { min: PRICE_BANDS[PRICE_BANDS.length - 1] };
  const lower = PRICE_BANDS[PRICE_BANDS.indexOf(upper) - 1];
  return lower === undefined ? { max: upper } : { min: lower, max: upper };
}
