import { and, asc, eq } from "drizzle-orm";
import { searchCars } from "~/features/search/index.server";
import { brand_tiles, manufacturers } from "~/platform/db/schema";
import { brandBanner } from "./brand-banner";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { slugify } from "~/platform/text/slug";

export interface BrandPage {
  title: string;
  logo: string | null;
  banner: string | null;
  description: string | null;
  /** The brand's own dealership website, when it has one off this site. */
  website: string | null;
  /** The brand's stock on this site: its listing and each model in stock. */
  stock: { count: number; href: string; models: { name: string; count: number; href: string }[] } | null;
}

/**
 * /brands/{slug} (spec 001 section 2): a brand of the group, as the brand banner links it: its logo
 * and words, its dealership's website, and what of it is in stock here; null when the site has no such page.
 */
export async function loadBrandPage(scope: SiteScope, slug: string): Promise<BrandPage | null> {
  const [tile] = await scope.db
    .select()
    .from(brand_tiles)
    .where(and(eq(brand_tiles.site_id, scope.siteId), eq(brand_tiles.slug, slug)))
    .limit(1);
  if (!tile || tile.skipPage) return null;
  const make = tile.make ?? tile.title;
  const result = await searchCars(scope, {
    filters: [[{ kind: "facet", facet: "status", value: "in_stock" }], [{ kind: "facet", facet: "make", value: make }]],
    facets: ["make_model"],
    hitsPerPage: 0,
  });
  const makeSlug = slugify(make);
  const models = Object.entries(result.facets.make_model ?? {})
    .map(([key, count]) => ({ name: key.split(" > ")[1] ?? key, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .map((m) => ({ ...m, href: `/search/${makeSlug}/${slugify(m.name)}` }));
  const website = tile.url && /^https?:\/\//.test(tile.url) ? tile.url : null;
  return {
    title: tile.title,
    logo: tile.logo,
    banner: tile.banner,
    description: tile.description,
    website,
    stock: result.count > 0 ? { count: result.count, href: `/search/${makeSlug}`, models } : null,
  };
}

export interface BrandTileView {
  name: string;
  logo: string | null;
  href: string;
}

/** A brand tile leads to its brand page, or to the brand's own site where the tile skips the page. */
function brandTileHref(tile: { skipPage: boolean; url: string | null; slug: string }): string {
  return tile.skipPage && tile.url ? tile.url : `/brands/${tile.slug}`;
}

/** The home page's brand banner: the site's brand tiles under the banner's rules (its sort, one per make, a logo for each), each to its brand page or the brand's own site. */
export async function brandBannerTiles(scope: SiteScope): Promise<BrandTileView[]> {
  const rows = await scope.db.select().from(brand_tiles).where(eq(brand_tiles.site_id, scope.siteId));
  const {
    brand_banner_sort_alphabetically: sortAlphabetically,
    brand_banner_dedupe_by_make: dedupeByMake,
    brand_logo_overrides: logoOverrides,
  } = scope.config.home;
  return brandBanner(rows, { sortAlphabetically, dedupeByMake, logoOverrides }).map((t) => ({
    name: t.title,
    logo: t.logo,
    href: brandTileHref(t),
  }));
}

/**
 * /brands: the group's brands from its brand tiles (each to its brand page, or the brand's own site);
 * a site without tiles shows the makes it has in stock, each to its listing.
 */
export async function loadBrandIndex(scope: SiteScope): Promise<BrandTileView[]> {
  const tiles = await scope.db
    .select()
    .from(brand_tiles)
    .where(eq(brand_tiles.site_id, scope.siteId))
    .orderBy(asc(brand_tiles.title));
  if (tiles.length) return tiles.map((t) => ({ name: t.title, logo: t.logo, href: brandTileHref(t) }));
  const [result, logos] = await Promise.all([
    searchCars(scope, {
      filters: [[{ kind: "facet", facet: "status", value: "in_stock" }]],
      facets: ["make"],
      hitsPerPage: 0,
    }),
    scope.db
      .select({ name: manufacturers.name, logo: manufacturers.logo_url })
      .from(manufacturers)
      .where(eq(manufacturers.site_id, scope.siteId)),
  ]);
  const logoOf = new Map(logos.map((l) => [l.name, l.logo]));
  return Object.keys(result.facets.make ?? {})
    .sort((a, b) => a.localeCompare(b))
    .map((make) => ({ name: make, logo: logoOf.get(make) ?? null, href: `/search/${slugify(make)}` }));
}
