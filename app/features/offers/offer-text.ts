import { truncate } from "~/ui/format";
import { requestedPage } from "~/platform/http/page-number";

/** Spec 001 section 9: "description truncated at 160 characters if the text is longer than 200". */
export function offerDescriptionPreview(description: string): string {
  return description.length > 200 ? truncate(description, 160) : description;
}

/** Spec 001 section 9: the disclaimer's preview is cut at 200 characters. */
export function offerDisclaimerPreview(disclaimer: string): string {
  return disclaimer.length > 200 ? truncate(disclaimer, 200) : disclaimer;
}

/** Spec 000 section 8. */
export const NO_OFFERS = "There appears to be no offers currently available that meet the conditions of your search";

/** Spec 000 section 7: 21 offers a page. */
export const OFFERS_PAGE_SIZE = 21;

export interface OfferQuery {
  category: string;
  /** The most the shopper wants to pay, in dollars; 0 for any. */
  maxPrice: number;
  query: string;
  page: number;
}

export const OFFER_PRICE_CHOICES = [20_000, 30_000, 40_000, 50_000, 75_000, 100_000];

/** The offers listing's filters as the address carries them: category, price, query and page. */
export function offerQuery(params: URLSearchParams): OfferQuery {
  const maxPrice = Number(params.get("price"));
  return {
    category: (params.get("category") ?? "").trim().slice(0, 60),
    maxPrice: OFFER_PRICE_CHOICES.includes(maxPrice) ? maxPrice : 0,
    query: (params.get("query") ?? "").trim().slice(0, 100),
    page: requestedPage(params),
  };
}
