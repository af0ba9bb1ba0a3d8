import { count, eq } from "drizzle-orm";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import type { Database } from "~/platform/db/client.server";
import {
  brand_tiles,
  cars,
  dealerships,
  locations,
  manufacturers,
  models,
  offer_categories,
  offers,
  promo_nodes,
  review_summaries,
  reviews,
  slides,
  special_hours,
} from "~/platform/db/schema";
import { publishSiteConfig } from "~/platform/tenancy/site-versions.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { slugify } from "~/platform/text/slug";
import { validateCarRows } from "~/features/inventory";
import { upsertCars } from "~/features/inventory/index.server";
import * as content from "./generate-content";
import { demoStock } from "./demo-stock";
import { generateSpecialHours } from "./generate-locations";
import { seedDemoStaff } from "./demo-staff.server";
import { seedDemoLeads } from "./demo-leads.server";
import { keepPartnerQuotes, localFinancePartner } from "~/features/finance/index.server";
import { demoPhotosInStore } from "./demo-photos.server";
import { seedMarketNetwork } from "./market-network.server";
import type { MediaStore } from "~/platform/media/media-store";

const SITE_CONTENT = [
  cars,
  offers,
  offer_categories,
  models,
  manufacturers,
  special_hours,
  locations,
  dealerships,
  brand_tiles,
  reviews,
  review_summaries,
  promo_nodes,
  slides,
];

/** The demo's "today": dates in the demo set are whole days. */
export function demoToday(): Date {
  return new Date(new Date().toISOString().slice(0, 10));
}

export async function databaseHasNoCars(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(cars);
  return (row?.n ?? 0) === 0;
}

/**
 * Replaces one site's demo content with a freshly generated, deterministic set, then tells the
 * search index (in this process and every other instance). Returns the car count.
 */
export async function seedSite(scope: SiteScope, now: Date, media: MediaStore): Promise<number> {
  const written = await writeDemoContent(scope, now, media);
  await recordDemoYards(scope);
  await seedDemoStaff(scope);
  await seedDemoLeads(scope, now);
  // The partner's quotes the cards show are there from the start, as the quote keeper would store them.
  await keepPartnerQuotes(
    scope,
    localFinancePartner(scope.db, () => now),
  );
  await announceInventoryChange(scope.db, scope.siteId);
  return written;
}

/** The demo's yards become a version of the site's configuration, so a later change to them can be restored. */
async function recordDemoYards(scope: SiteScope) {
  const { list: _stale, ...locationSettings } = scope.config.locations;
  const published = await publishSiteConfig(
    scope.db,
    scope.siteId,
    scope.config.slug,
    { ...scope.config, locations: locationSettings },
    { source: "seed", note: "the demo's yards" },
  );
  if (!published.ok) throw new Error(`Site ${scope.config.slug}'s demo yards: ${published.error}`);
}

export interface SeededSite {
  site: string;
  cars: number;
  ms: number;
}

/** Seeds every site, or only the one named. */
export async function seedDemoSites(
  scopes: Map<string, SiteScope>,
  media: MediaStore,
  only?: string,
): Promise<SeededSite[]> {
  if (only && !scopes.has(only)) throw new Error(`No site ${only}; sites: ${[...scopes.keys()].join(", ")}`);
  const seeded: SeededSite[] = [];
  for (const [site, scope] of scopes) {
    if (only && site !== only) continue;
    const started = performance.now();
    seeded.push({ site, cars: await seedSite(scope, demoToday(), media), ms: Math.round(performance.now() - started) });
  }
  const db = scopes.values().next().value?.db;
  if (!only && db) {
    const started = performance.now();
    const networkCars = await seedMarketNetwork(db, demoToday());
    seeded.push({ site: "the market network", cars: networkCars, ms: Math.round(performance.now() - started) });
  }
  return seeded;
}

async function writeDemoContent(scope: SiteScope, now: Date, media: MediaStore): Promise<number> {
  const {
    profile,
    random,
    dealerships: demoDealerships,
    locations: demoLocations,
    cars,
  } = demoStock(scope.config, now);
  const demoCars = await demoPhotosInStore(scope.config.slug, media, cars);
  return scope.db.transaction(async (tx) => {
    const s: SiteScope = { ...scope, db: tx as unknown as Database };
    for (const table of SITE_CONTENT) await tx.delete(table).where(eq(table.site_id, scope.siteId));

    const dealershipIds = await insertReturningIds(
      s,
      dealerships,
      demoDealerships.map(({ makes: _makes, ...d }) => ({ ...d, site_id: s.siteId })),
    );
    const locationIds = await insertReturningIds(
      s,
      locations,
      demoLocations.map((l) => ({
        ...l,
        site_id: s.siteId,
        dealership_id: dealershipIds.get(l.dealership_slug) ?? null,
      })),
    );
    await tx.insert(special_hours).values(
      generateSpecialHours(demoLocations, now).map(({ location_slug, ...h }) => ({
        ...h,
        site_id: s.siteId,
        location_id: mustGet(locationIds, location_slug),
      })),
    );

    const catalogue = content.manufacturersAndModels(profile.catalogue);
    const makeIds = await insertReturningIds(
      s,
      manufacturers,
      catalogue.map(({ models: _m, ...m }) => ({ ...m, site_id: s.siteId })),
    );
    const modelIds = await insertReturningIds(
      s,
      models,
      catalogue.flatMap((m) =>
        m.models.map((model) => ({ ...model, site_id: s.siteId, manufacturer_id: mustGet(makeIds, m.slug) })),
      ),
    );

    const { good, bad } = validateCarRows(
      demoCars.map((c) => ({ ...c.row, location_id: locationIds.get(c.location_slug) })),
    );
    const report = await upsertCars(s, good);
    if (bad.length > 0 || report.bad.length > 0)
      throw new Error(`Demo cars failed validation: ${JSON.stringify([...bad, ...report.bad].slice(0, 3))}`);

    await tx
      .insert(offer_categories)
      .values(content.siteOfferCategories(scope.config).map((c) => ({ ...c, site_id: s.siteId })));
    await tx.insert(offers).values(
      content.offers(scope.config, profile.catalogue, random).map(({ make, model_slug, ...o }) => ({
        ...o,
        site_id: s.siteId,
        manufacturer_id: makeIds.get(slugify(make)) ?? null,
        model_id: modelIds.get(model_slug) ?? null,
        image_or_model_image: o.image_url,
      })),
    );
    const tiles = content.brandTiles(demoDealerships);
    if (tiles.length > 0) await tx.insert(brand_tiles).values(tiles.map((t) => ({ ...t, site_id: s.siteId })));

    const demoReviews = content.reviews(profile, random, now);
    await tx.insert(reviews).values(demoReviews.map((r) => ({ ...r, site_id: s.siteId })));
    await tx.insert(review_summaries).values({
      site_id: s.siteId,
      count: demoReviews.length,
      average_rating: content.averageRating(demoReviews.map((r) => r.rating)),
    });
    await tx
      .insert(promo_nodes)
      .values(content.promoNodes(scope.config, now).map((p) => ({ ...p, site_id: s.siteId })));
    await tx.insert(slides).values(content.slides(scope.config).map((p) => ({ ...p, site_id: s.siteId })));
    return report.inserted + report.updated;
  });
}

type SluggedTable = typeof dealerships | typeof locations | typeof manufacturers | typeof models;

async function insertReturningIds<T extends SluggedTable>(
  scope: SiteScope,
  table: T,
  rows: T["$inferInsert"][],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const written = (await scope.db
      .insert(table)
      .values(rows.slice(i, i + 500) as never)
      .returning({ id: table.id, slug: table.slug })) as { id: number; slug: string }[];
    for (const r of written) ids.set(r.slug, r.id);
  }
  return ids;
}

function mustGet(map: Map<string, number>, key: string): number {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No row for ${key}`);
  return value;
}
