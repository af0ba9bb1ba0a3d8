import { and, asc, eq } from "drizzle-orm";
import { facetLabel } from "~/features/cars";
import { DIRECTORY_PAGE_SIZE, offersForSite, searchModels, searchCars } from "~/features/search/index.server";
import { manufacturers, models, offers } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { slugify } from "~/platform/text/slug";

export interface ModelCard {
  slug: string;
  make: string;
  name: string;
  body: string | null;
  image: string | null;
  href: string;
  /** Our Stock: the model's listing while any is in stock. */
  stock: { count: number; href: string } | null;
}

async function inStockByModel(scope: SiteScope): Promise<Record<string, number>> {
  const result = await searchCars(scope, {
    filters: [[{ kind: "facet", facet: "status", value: "in_stock" }]],
    facets: ["make_model"],
    hitsPerPage: 0,
  });
  return result.facets.make_model ?? {};
}

type Row = {
  slug: string;
  name: string;
  body: string | null;
  image: string | null;
  override: string | null;
  make: string;
  makeSlug: string;
};

function card(row: Row, stock: Record<string, number>): ModelCard {
  const count = stock[`${row.make} > ${row.name}`] ?? 0;
  return {
    slug: row.slug,
    make: row.make,
    name: row.name,
    body: row.body ? facetLabel(row.body) : null,
    image: row.image,
    href: row.override ?? `/models/${row.slug}`,
    stock: count > 0 ? { count, href: `/search/${slugify(row.make)}/${slugify(row.name)}` } : null,
  };
}

const modelRows = (scope: SiteScope, slug?: string) =>
  scope.db
    .select({
      slug: models.slug,
      name: models.name,
      body: models.manufacturer_body,
      image: models.image_url,
      override: models.override_url,
      make: manufacturers.name,
      makeSlug: manufacturers.slug,
    })
    .from(models)
    .innerJoin(
      manufacturers,
      and(eq(manufacturers.id, models.manufacturer_id), eq(manufacturers.site_id, scope.siteId)),
    )
    .where(
      and(
        eq(models.site_id, scope.siteId),
        eq(models.status, "active"),
        slug === undefined ? undefined : eq(models.slug, slug),
      ),
    );

/**
 * /models: the manufacturer/model directory search of spec 000 section 7 (21 a page, by manufacturer,
 * body and words) as cards, with the body tabs (the manufacturers' body categories) and the makes.
 */
export async function modelDirectory(
  scope: SiteScope,
  query: { body: string; make: string; words: string; page: number },
) {
  const [bodyRows, makes] = await Promise.all([
    scope.db
      .selectDistinct({ body: models.manufacturer_body })
      .from(models)
      .where(and(eq(models.site_id, scope.siteId), eq(models.status, "active"))),
    scope.db
      .select({ slug: manufacturers.slug, name: manufacturers.name })
      .from(manufacturers)
      .where(eq(manufacturers.site_id, scope.siteId))
      .orderBy(asc(manufacturers.name)),
  ]);
  const bodies = bodyRows
    .map((r) => r.body)
    .filter((b): b is string => Boolean(b))
    .sort();
  const [found, stock] = await Promise.all([
    searchModels(scope, {
      body: bodies.find((b) => b.toLowerCase() === query.body.toLowerCase()),
      manufacturer: makes.find((m) => m.slug === query.make)?.name,
      query: query.words || undefined,
      offset: (query.page - 1) * DIRECTORY_PAGE_SIZE,
    }),
    inStockByModel(scope),
  ]);
  return {
    bodies: bodies.map((value) => ({ value, label: facetLabel(value) })),
    makes,
    total: found.count,
    pages: Math.ceil(found.count / DIRECTORY_PAGE_SIZE),
    cards: found.hits.map((h) =>
      card(
        {
          slug: h.slug,
          name: h.name,
          body: h.manufacturer_body,
          image: h.image_url,
          override: h.override_url,
          make: h.manufacturer.name,
          makeSlug: h.manufacturer.slug,
        },
        stock,
      ),
    ),
  };
}

export interface ModelPage extends ModelCard {
  offers: { name: string; href: string }[];
  testDriveHref: string;
}

/** /models/{slug}: one model, its stock and its offers (spec 001 section 2). */
export async function modelPage(scope: SiteScope, slug: string): Promise<ModelPage | null> {
  const [row] = await modelRows(scope, slug);
  if (!row) return null;
  const modelOffers = scope.config.offers.excluded
    ? []
    : await scope.db
        .select({ id: offers.id, name: offers.name })
        .from(offers)
        .innerJoin(models, eq(models.id, offers.model_id))
        .where(and(offersForSite(scope), eq(models.slug, slug)));
  return {
    ...card(row, await inStockByModel(scope)),
    offers: modelOffers.map((o) => ({ name: o.name, href: `/offers/${row.makeSlug}/${o.id}` })),
    testDriveHref: `/book-test-drive?model=${encodeURIComponent(`${row.make} ${row.name}`)}`,
  };
}

export interface ModelsMenu {
  bodies: { value: string; label: string }[];
  models: {
    name: string;
    make: string;
    body: string | null;
    image: string | null;
    href: string;
    stockHref: string | null;
  }[];
}

/** The header's models menu (spec 001 section 2): every active model with its body, for the body tabs. */
export async function modelsMenu(scope: SiteScope): Promise<ModelsMenu> {
  const [rows, stock] = await Promise.all([
    modelRows(scope).orderBy(asc(manufacturers.name), asc(models.name)),
    inStockByModel(scope),
  ]);
  const bodies = [...new Set(rows.map((r) => r.body).filter((b): b is string => Boolean(b)))].sort();
  return {
    bodies: bodies.map((value) => ({ value, label: facetLabel(value) })),
    models: rows.map((r) => ({
      name: r.name,
      make: r.make,
      body: r.body,
      image: r.image,
      href: r.override ?? `/models/${r.slug}`,
      /** Spec 001 section 3: the card's Our Stock button, while the model has stock. */
      stockHref: card(r, stock).stock?.href ?? null,
    })),
  };
}
