import { and, inArray, ne, notInArray } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { cars, sites } from "~/platform/db/schema";
import { seededRandom } from "./random";

/**
 * The demo's network (issue 55): on the platform the market is every dealer's stock, 500 sites in
 * `bench:tenants`; three demo sites alone rarely share a make, model, badge, years and kilometres.
 * So the demo adds the stock-only dealers a platform has: six dealers without a website here, each
 * holding cars like the demo's (same segment, their own prices, some sold after a few weeks). Hidden
 * from every website; only the market figures read them.
 */
export const NETWORK_DEALERS = [
  "Parramatta Auto Centre",
  "Geelong Motor Group",
  "Gold Coast Car Sales",
  "Ballarat Used Cars",
  "Newcastle Motors",
  "Sunshine Coast Autos",
];

const DAY = 86_400_000;

export async function seedMarketNetwork(db: Database, now: Date): Promise<number> {
  const random = seededRandom(55);
  const network = await networkSites(db);
  // Seeding again replaces them, as the demo sites' own stock is replaced.
  await db.delete(cars).where(inArray(cars.site_id, network));
  const demo = await db
    .select({
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      year: cars.year,
      km: cars.km,
      car_type: cars.car_type,
      price: cars.price,
    })
    .from(cars)
    .where(and(notInArray(cars.site_id, network), inArray(cars.car_type, ["used", "demo"]), ne(cars.price, 0)));
  const rows: (typeof cars.$inferInsert)[] = [];
  for (const car of demo) {
    if (!random.chance(0.6)) continue;
    for (let i = 0, n = random.int(5, 7); i < n; i++) {
      const siteId = network[(i + random.int(0, network.length - 1)) % network.length]!;
      const sold = random.chance(0.3);
      const arrived = now.getTime() - random.int(sold ? 40 : 1, 150) * DAY;
      const stocknum = `N${rows.length + 1}`;
      const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
      rows.push({
        ...car,
        site_id: siteId,
        stocknum,
        slug: `network-${stocknum.toLowerCase()}`,
        path: `/cars/network-${stocknum.toLowerCase()}`,
        name,
        // Within the car's 25,000 km band, at a price of its own.
        km: Math.floor(car.km / 25_000) * 25_000 + random.int(0, 24_999),
        price: Math.round((car.price * (0.88 + random.next() * 0.24)) / 10) * 10 - 10,
        status: sold ? "sold" : "in_stock",
        show_on_dealer_website: false,
        created_at: new Date(arrived),
        sold_date_timestamp: sold ? Math.floor((arrived + random.int(7, 75) * DAY) / 1000) : null,
      });
    }
  }
  for (let at = 0; at < rows.length; at += 500) await db.insert(cars).values(rows.slice(at, at + 500));
  return rows.length;
}

/** The network's dealers: site rows without a published configuration, so no website is served for them. */
async function networkSites(db: Database): Promise<number[]> {
  const made = await db
    .insert(sites)
    .values(
      NETWORK_DEALERS.map((name, i) => ({
        slug: `network-dealer-${i + 1}`,
        name,
        template: "network",
        url: `https://network-dealer-${i + 1}.example`,
      })),
    )
    .onConflictDoUpdate({ target: sites.slug, set: { name: sites.name } })
    .returning({ id: sites.id });
  return made.map((m) => m.id);
}
