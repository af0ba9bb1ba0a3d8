import { facetLabel, conditionLabel } from "~/features/cars";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { ListingState, UrlFacet } from "./listing-url";
import {
  bandOrder,
  MAKE_MODEL_SEPARATOR,
  sliderNames,
  type NumericRange,
  type SliderName,
  type SearchResult,
} from "~/features/search";
import { sliderBounds, type SliderBounds } from "./slider";

/** The facet panel as the page draws it: groups of choices with counts, and the three sliders. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}
export interface FacetGroup {
  facet: UrlFacet;
  label: string;
  options: FacetOption[];
  /** How many show before "Show all"; the rest sit behind it. */
  visible: number;
  /** Options left out until the shopper opens the whole list (`show=`), or 0 when it is open. */
  more: number;
}
export interface SliderView {
  name: SliderName;
  label: string;
  bounds: SliderBounds;
  value: Required<NumericRange>;
}

export const panelFacets: { facet: UrlFacet; label: string }[] = [
  { facet: "car_type", label: "Condition" },
  { facet: "make", label: "Make" },
  { facet: "model", label: "Model" },
  { facet: "body", label: "Body type" },
  { facet: "fuel", label: "Fuel" },
  { facet: "transmission", label: "Transmission" },
  { facet: "drive", label: "Drive" },
  { facet: "colour", label: "Colour" },
  { facet: "seats", label: "Seats" },
  { facet: "sleeps", label: "Sleeps" },
  { facet: "location_name", label: "Location" },
  { facet: "certified", label: "Certified" },
  { facet: "weekly_price_range", label: "Weekly repayment" },
  { facet: "categories", label: "Category" },
  { facet: "filtered_features", label: "Features" },
];

/** Spec 000 section 3's weekly, category and feature facets are filters only where the site shows them. */
export function facetShown(facet: UrlFacet, config: SiteConfig): boolean {
  if (facet === "weekly_price_range") return config.cards.weekly_price;
  if (facet === "categories" || facet === "filtered_features") return config.search.feature_filters;
  return true;
}

export function facetGroups(result: SearchResult, state: ListingState, config: SiteConfig): FacetGroup[] {
  return panelFacets.flatMap(({ facet, label }) => {
    const chosen = state.refinements[facet] ?? [];
    let counts: [string, number][] = Object.entries(result.facets[facet] ?? {});
    if (facet === "model") {
      // Models only once a make is chosen, from make_model so two makes' models stay apart; limit 30.
      const makes = state.refinements.make ?? [];
      if (!makes.length) return [];
      counts = Object.entries(result.facets.make_model ?? {})
        .filter(([mm]) => makes.includes(mm.split(MAKE_MODEL_SEPARATOR)[0]!))
        .map(([mm, n]) => [mm.split(MAKE_MODEL_SEPARATOR)[1]!, n] as [string, number])
        .slice(0, config.search.make_model_facet_limit);
    }
    if (facet === "certified" && config.search.hide_certified_false) counts = counts.filter(([v]) => v !== "false");
    if (!facetShown(facet, config)) return [];
    const options = counts.map(([value, count]) => ({
      value,
      label: optionLabel(facet, value),
      count,
      checked: chosen.includes(value),
    }));
    for (const value of chosen)
      if (!options.some((o) => o.value === value))
        options.push({ value, label: optionLabel(facet, value), count: 0, checked: true });
    if (facet === "car_type")
      options.sort((a, b) => ["new", "demo", "used"].indexOf(a.value) - ["new", "demo", "used"].indexOf(b.value));
    if (facet === "weekly_price_range") {
      const order = bandOrder(facet);
      options.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
    }
    if (!options.length) return [];
    const visible = facet === "make" ? config.search.make_list_length : facet === "model" ? options.length : 8;
    // A closed list sends only what it shows: dozens of makes and locations are most of a listing's bytes.
    const open = state.show === facet || options.slice(visible).some((o) => o.checked);
    return [
      {
        facet,
        label,
        options: open ? options : options.slice(0, visible),
        visible,
        more: open ? 0 : Math.max(0, options.length - visible),
      },
    ];
  });
}

export function optionLabel(facet: UrlFacet, value: string): string {
  if (facet === "car_type") return conditionLabel(value);
  if (facet === "certified") return value === "true" ? "Certified" : "Not certified";
  if (facet === "seats") return `${value} seats`;
  if (facet === "doors") return `${value} doors`;
  if (facet === "sleeps") return `Sleeps ${value}`;
  if (facet === "weekly_price_range") return `${value} a week`;
  // Named in car-groups.ts as they are shown.
  if (facet === "categories" || facet === "filtered_features") return value;
  return facetLabel(value);
}

const sliderLabels: Record<SliderName, string> = { price: "Price", km: "Kilometres", year: "Year" };

export function sliderViews(result: SearchResult, state: ListingState): SliderView[] {
  return sliderNames.map((name) => {
    const bounds = sliderBounds(name, result.facets_stats[name]);
    const chosen = state.ranges[name] ?? {};
    const min = Math.max(bounds.min, Math.min(chosen.min ?? bounds.min, bounds.max - 1));
    const max = Math.min(bounds.max, Math.max(chosen.max ?? bounds.max, min + 1));
    return { name, label: sliderLabels[name], bounds, value: { min, max } };
  });
}

const typeHeadings: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

/**
 * The heading names every choice a shopper can read off the page's path and filters: "Used Toyota
 * HiLux for sale", "New & Demo Cars for sale", "SUV for sale", "Ute for sale in Penrith", "All stock for sale".
 */
export function listingHeading(state: ListingState, vehicleWord: string): string {
  const one = (facet: UrlFacet) => (state.refinements[facet]?.length === 1 ? state.refinements[facet][0]! : null);
  const types = (state.refinements.car_type ?? []).map((t) => typeHeadings[t] ?? t);
  const make = one("make");
  const model = make ? one("model") : null;
  const body = one("body");
  const typeText = types.length && types.length < 3 ? `${types.join(" & ")} ` : "";
  const subject = [make, model, body ? optionLabel("body", body) : null].filter(Boolean).join(" ");
  const place = one("location_name") ?? one("state");
  const what = subject ? `${typeText}${subject}` : typeText || place ? `${typeText}${vehicleWord}` : "All stock";
  return `${what} for sale${place ? ` in ${place}` : ""}`;
}
