import { and, asc, eq } from "drizzle-orm";
import { offersForSite, searchOffers as searchDirectoryOffers } from "~/features/search/index.server";
import { manufacturers, models, offer_categories, offers } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { offerDescriptionPreview, OFFERS_PAGE_SIZE, type OfferQuery } from "./offer-text";

export interface OfferCard {
  id: number;
  name: string;
  href: string;
  image: string | null;
  price: number | null;
  category: string | null;
  preview: string;
}

async function manufacturerSlugs(scope: SiteScope): Promise<Map<number, string>> {
  const rows = await scope.db
    .select({ id: manufacturers.id, slug: manufacturers.slug })
    .from(manufacturers)
    .where(eq(manufacturers.site_id, scope.siteId));
  return new Map(rows.map((r) => [r.id, r.slug]));
}

function offerHref(row: { id: number; manufacturer_id: number | null }, makes: Map<number, string>): string {
  const make = row.manufacturer_id ? makes.get(row.manufacturer_id) : undefined;
  return make ? `/offers/${make}/${row.id}` : `/offers/${row.id}`;
}

/** The offers listing: the special offers search of spec 000 section 7 (21 a page, exclusions), as cards. */
export async function searchOffers(
  scope: SiteScope,
  query: OfferQuery,
): Promise<{ cards: OfferCard[]; total: number; pages: number; categories: { slug: string; name: string }[] }> {
  const [categories, found, makes] = await Promise.all([
    scope.config.offers.excluded
      ? Promise.resolve([])
      : scope.db
          .select({ slug: offer_categories.slug, name: offer_categories.name })
          .from(offer_categories)
          .where(and(eq(offer_categories.site_id, scope.siteId), eq(offer_categories.visible, true)))
          .orderBy(asc(offer_categories.name)),
    searchDirectoryOffers(scope, {
      query: query.query || undefined,
      categories: query.category ? [query.category] : undefined,
      price: query.maxPrice ? { max: query.maxPrice } : undefined,
      offset: (query.page - 1) * OFFERS_PAGE_SIZE,
    }),
    manufacturerSlugs(scope),
  ]);
  return {
    cards: found.hits.map((row) => ({
      id: row.id,
      name: row.name,
      href: offerHref(row, makes),
      image: row.image_url ?? row.image_or_model_image,
      price: row.price,
      category: row.category,
      preview: offerDescriptionPreview(row.description),
    })),
    total: found.count,
    pages: Math.ceil(found.count / OFFERS_PAGE_SIZE),
    categories,
  };
}

export interface OfferPage {
  id: number;
  name: string;
  image: string | null;
  price: number | null;
  category: string | null;
  description: string;
  disclaimer: string;
  /** Explore {model} (spec 001 section 2): the model's override address, else /{model slug}, stock or none. */
  explore: { label: string; href: string } | null;
  testDriveHref: string;
  canonical: string;
}

/** One offer (spec 001 section 2, /offers/{id} and /offers/{manufacturer}/{id}), this site's only. */
export async function offerPage(
  scope: SiteScope,
  id: number,
  manufacturerSlug: string | null,
): Promise<OfferPage | null> {
  if (scope.config.offers.excluded || !Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await scope.db
    .select()
    .from(offers)
    .where(and(offersForSite(scope), eq(offers.id, id)))
    .limit(1);
  if (!row) return null;
  const makes = await manufacturerSlugs(scope);
  const canonical = offerHref(row, makes);
  if (manufacturerSlug !== null && canonical !== `/offers/${manufacturerSlug}/${id}`) return null;
  const [model] = row.model_id
    ? await scope.db
        .select()
        .from(models)
        .where(and(eq(models.site_id, scope.siteId), eq(models.id, row.model_id)))
    : [];
  const [make] = row.manufacturer_id
    ? await scope.db
        .select()
        .from(manufacturers)
        .where(and(eq(manufacturers.site_id, scope.siteId), eq(manufacturers.id, row.manufacturer_id)))
    : [];
  return {
    id: row.id,
    name: row.name,
    image: row.image_url ?? row.image_or_model_image,
    price: row.price,
    category: row.category,
    description: row.description,
    disclaimer: row.disclaimer,
    explore: model ? { label: `Explore ${model.name}`, href: model.override_url || `/${model.slug}` } : null,
    testDriveHref:
      model && make ? `/book-test-drive?model=${encodeURIComponent(`${make.name} ${model.name}`)}` : "/book-test-drive",
    canonical,
  };
}

/** Every offer page this site shows, with when it was added: for the sitemap. */
export async function offerAddresses(scope: SiteScope): Promise<{ path: string; lastmod: Date }[]> {
  if (scope.config.offers.excluded) return [];
  const [rows, makes] = await Promise.all([
    scope.db
      .select({ id: offers.id, manufacturer_id: offers.manufacturer_id, created_at: offers.created_at })
      .from(offers)
      .where(offersForSite(scope))
      .orderBy(asc(offers.id)),
    manufacturerSlugs(scope),
  ]);
  return rows.map((row) => ({ path: offerHref(row, makes), lastmod: row.created_at }));
}
