import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { slugify } from "~/platform/text/slug";
import type { KnownBrand } from "./image-source.server";

const REFRESH_MS = 60_000;

/**
 * The brands the platform draws a mark for: every make in any site's stock or make list, the names
 * of its dealerships and brand tiles, and the sites' own names (a dealership without a make shows
 * its site's mark), read at most once a minute. A name no site has gets no picture.
 */
export function knownBrands(db: Database, siteNames: Iterable<string>): KnownBrand {
  const fixed = new Set([...siteNames].map(slugify));
  let names: Promise<Set<string>> | null = null;
  let readAt = 0;
  const read = async () => {
    const result = await db.execute(sql`
      select distinct make as name from cars
      union select name from manufacturers
      union select make from dealerships where make is not null
      union select name from dealerships
      union select coalesce(make, title) from brand_tiles`);
    const rows = (result as unknown as { rows: { name: string | null }[] }).rows;
    return new Set([...fixed, ...rows.flatMap((row) => (row.name ? [slugify(row.name)] : []))]);
  };
  return async (slug) => {
    if (fixed.has(slug)) return true;
    if (!names || Date.now() - readAt > REFRESH_MS) {
      readAt = Date.now();
      names = read().catch((error: unknown) => {
        names = null;
        throw error;
      });
    }
    return (await names).has(slug);
  };
}
