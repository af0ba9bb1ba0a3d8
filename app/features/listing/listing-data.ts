import type { CarCardView } from "~/features/cars";
import type { SortKey } from "~/features/search";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { FilterChip } from "./listing-chips";
import type { ListingState } from "./listing-url";
import type { FacetGroup, SliderView } from "./listing-view";
import type { Promo } from "./promo-placement";

/** A promotional card placed among the results (spec 000 section 2). */
export interface PromoCard extends Promo {
  node: { title: string; description: string; image_url: string; url: string; button_text: string };
}

export type ListingItem = { kind: "car"; car: CarCardView } | { kind: "promo"; promo: PromoCard };

/** Everything a listing page shows, as its loader sends it. */
export interface ListingPageData {
  state: ListingState;
  href: string;
  heading: string;
  items: ListingItem[];
  count: number;
  pages: number;
  /** Every filter in force, each removable (issue 38). */
  chips: FilterChip[];
  /** Nothing matched every filter: the nearest listing shown instead, what gave way, and its own address. */
  nearest: { message: string; relaxed: string[]; href: string } | null;
  groups: FacetGroup[];
  sliders: SliderView[];
  sorts: { key: SortKey; label: string }[];
  layout: SiteConfig["search"]["layout"];
  usedCarPath: boolean;
}
