/** What a site sells, in the words its copy uses: "car" and "cars", or "caravan", "bike", "truck", or "vehicle" for a mix. */
export interface StockWords {
  one: string;
  many: string;
  /** Capitalised, for headings and menus: "Cars", "Vehicles". */
  Many: string;
}

const WORDS: Record<string, [string, string]> = {
  car: ["car", "cars"],
  caravan: ["caravan", "caravans"],
  camper: ["camper", "campers"],
  motorhome: ["motorhome", "motorhomes"],
  trailer: ["trailer", "trailers"],
  motorcycle: ["bike", "bikes"],
  truck: ["truck", "trucks"],
};

/**
 * Issue 36, words follow the stock: a site whose listed stock is all one kind names that kind; a
 * site selling several kinds says "vehicles". A site with no stock yet is named by its template
 * (issue 57): a commercial dealer's "vehicles", everyone else's "cars", as most sell.
 */
export function stockWords(itemTypes: Partial<Record<string, number>>, template?: string): StockWords {
  const kinds = Object.entries(itemTypes).filter(([, n]) => (n ?? 0) > 0);
  const [one, many] =
    kinds.length === 0
      ? template === "commercial"
        ? ["vehicle", "vehicles"]
        : WORDS.car!
      : kinds.length === 1
        ? (WORDS[kinds[0]![0]] ?? ["vehicle", "vehicles"])
        : ["vehicle", "vehicles"];
  return { one, many, Many: many.charAt(0).toUpperCase() + many.slice(1) };
}

/** The platform's default menu labels that name the stock, and the part that names it. */
const DEFAULT_STOCK_LABEL = /^(New|Demo|Used|All) Cars$/;

/**
 * The default menus in the stock's words ("New Cars" on a truck and caravan yard reads "New
 * Vehicles"); a label the dealer wrote themselves is theirs and stays (issue 57).
 */
export function labelInStockWords(label: string, words: StockWords): string {
  const match = DEFAULT_STOCK_LABEL.exec(label);
  return match ? `${match[1]} ${words.Many}` : label;
}
