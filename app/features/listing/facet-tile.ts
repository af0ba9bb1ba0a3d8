import { facetLabel } from "~/features/cars";
import { slugify } from "~/platform/text/slug";

/**
 * Spec 001 section 2, Discovery widget 3: a label with its count and an optional logo, linking to
 * /search/{slug} for body and make, else to the listing filtered by that facet.
 */
export interface FacetTile {
  label: string;
  count: number;
  logo: string | null;
  href: string;
}

const PATH_FACETS = new Set(["body", "make"]);

export function facetTiles(
  counts: Record<string, number> | undefined,
  facet: string,
  logos = new Map<string, string | null>(),
): FacetTile[] {
  return Object.entries(counts ?? {}).map(([value, count]) => ({
    label: facetLabel(value),
    count,
    logo: logos.get(value) ?? null,
    href: PATH_FACETS.has(facet)
      ? `/search/${slugify(value)}`
      : `/search/new-used-and-demo-cars?${new URLSearchParams({ [facet]: value })}`,
  }));
}
