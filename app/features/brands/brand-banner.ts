import { slugify } from "~/platform/text/slug";

export interface BrandBannerTile {
  title: string;
  slug: string;
  make: string | null;
  logo: string | null;
  url: string | null;
  position: number;
}

export interface BrandBannerOptions {
  sortAlphabetically: boolean;
  dedupeByMake: boolean;
  /** A site's own logo for a brand, by the brand's slug. */
  logoOverrides: Readonly<Record<string, string>>;
}

/** Where a brand without its own logo gets one: the image service's generated badge for the make. */
export const fallbackLogo = (make: string) => `/media/brand/${slugify(make)}.svg`;

/**
 * Spec 001 section 2, Discovery widget 4: the brand banner drops sites without a make or a url,
 * keeps one tile per make (the first by position), sorts alphabetically where the site does, and
 * gives each a logo: the site's override, the tile's own, or the fallback.
 */
export function brandBanner<T extends BrandBannerTile>(
  tiles: readonly T[],
  options: BrandBannerOptions,
): (T & { logo: string })[] {
  const usable = tiles.filter(
    (t): t is T & { make: string; url: string } => Boolean(t.make?.trim()) && Boolean(t.url?.trim()),
  );
  const byPosition = [...usable].sort((a, b) => a.position - b.position);
  const seen = new Set<string>();
  const kept = options.dedupeByMake
    ? byPosition.filter((t) => {
        const key = t.make.trim().toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
    : byPosition;
  const ordered = options.sortAlphabetically ? [...kept].sort((a, b) => a.title.localeCompare(b.title, "en-AU")) : kept;
  return ordered.map((t) => ({ ...t, logo: options.logoOverrides[t.slug] ?? t.logo ?? fallbackLogo(t.make) }));
}
