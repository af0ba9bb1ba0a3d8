import { siteToday } from "~/platform/text/dates";
import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import { manufacturers, models, offers } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** Spec 000 section 7: the manufacturer/model directory and the special offers, 21 per page. */
export const DIRECTORY_PAGE_SIZE = 21;

export interface DirectoryQuery {
  query?: string;
  manufacturer?: string;
  model?: string;
  body?: string;
  offset?: number;
}

export async function searchModels(scope: SiteScope, q: DirectoryQuery) {
  const where = and(
    eq(models.site_id, scope.siteId),
    eq(models.status, "active"),
    q.manufacturer ? eq(manufacturers.name, q.manufacturer) : undefined,
    q.model ? eq(models.name, q.model) : undefined,
    q.body
      ? or(
          eq(models.manufacturer_body, q.body),
          eq(models.manufacturer_body2, q.body),
          eq(models.manufacturer_body3, q.body),
        )
      : undefined,
    q.query
      ? or(ilike(models.name, `%${escapeLike(q.query)}%`), ilike(manufacturers.name, `%${escapeLike(q.query)}%`))
      : undefined,
  );
  const base = scope.db
    .select({ total: count() })
    .from(models)
    .innerJoin(manufacturers, eq(models.manufacturer_id, manufacturers.id))
    .where(where);
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({
        slug: models.slug,
        name: models.name,
        image_url: models.image_url,
        override_url: models.override_url,
        manufacturer_body: models.manufacturer_body,
        manufacturer: { name: manufacturers.name, slug: manufacturers.slug, logo_url: manufacturers.logo_url },
      })
      .from(models)
      .innerJoin(manufacturers, eq(models.manufacturer_id, manufacturers.id))
      .where(where)
      .orderBy(asc(manufacturers.name), asc(models.name))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset(Math.max(0, q.offset ?? 0)),
    base,
  ]);
  return { hits: rows, count: total?.total ?? 0 };
}

export interface OfferQuery {
  query?: string;
  categories?: string[];
  price?: { min?: number; max?: number };
  offset?: number;
  /** Offers are restricted to one dealership when given. */
  dealershipId?: number;
}

export async function searchOffers(scope: SiteScope, q: OfferQuery) {
  if (scope.config.offers.excluded) return { hits: [], count: 0 };
  const where = and(
    offersForSite(scope),
    q.dealershipId !== undefined ? eq(offers.dealership_id, q.dealershipId) : undefined,
    q.categories?.length
      ? or(...q.categories.map((c): SQL => sql`${offers.categories} @> ${JSON.stringify([c])}::jsonb`))
      : undefined,
    q.price?.min !== undefined ? gte(offers.price, q.price.min) : undefined,
    q.price?.max !== undefined ? lte(offers.price, q.price.max) : undefined,
    q.query
      ? or(ilike(offers.name, `%${escapeLike(q.query)}%`), ilike(offers.description, `%${escapeLike(q.query)}%`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    scope.db
      .select({
        id: offers.id,
        name: offers.name,
        description: offers.description,
        category: offers.category,
        categories: offers.categories,
        price: offers.price,
        image_url: offers.image_url,
        image_or_model_image: offers.image_or_model_image,
        manufacturer_id: offers.manufacturer_id,
      })
      .from(offers)
      .where(where)
      .orderBy(asc(offers.id))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset(Math.max(0, q.offset ?? 0)),
    scope.db.select({ total: count() }).from(offers).where(where),
  ]);
  return { hits: rows, count: total?.total ?? 0 };
}

/**
 * The offers a site shows its shoppers: its own, not excluded for its id (spec 001 section 6),
 * published, and running today at the dealer (issue 41: from its first day to its last).
 */
export function offersForSite(scope: SiteScope, now = new Date()): SQL | undefined {
  const today = siteToday(scope.config.time_zone, now);
  return and(
    eq(offers.site_id, scope.siteId),
    sql`not (${offers.excluded_website_ids} @> ${JSON.stringify([scope.siteId])}::jsonb)`,
    eq(offers.published, true),
    sql`(${offers.starts_on} is null or ${offers.starts_on} <= ${today}::date)`,
    sql`(${offers.ends_on} is null or ${offers.ends_on} >= ${today}::date)`,
  );
}

/** Typed text matched literally by LIKE: its wildcards are only characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
