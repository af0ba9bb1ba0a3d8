import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { locations, special_hours } from "../db/schema";
import { logger } from "../logging/logger.server";
import { locationList, type LocationEntry } from "./location-config";
import { stateZone, type YardHours } from "./yard-hours";

/**
 * The yards a configuration carries (`locations.list`) and the rows every page reads: a published
 * list is written into the rows, and a configuration published without one records the rows as they
 * stand, so each version can be restored with its yards.
 */

/** The site's stored locations as configuration entries (none when the site has no yards yet). */
export async function storedLocationList(db: Database, siteId: number): Promise<LocationEntry[] | undefined> {
  const rows = await db.select().from(locations).where(eq(locations.site_id, siteId)).orderBy(asc(locations.id));
  if (!rows.length) return undefined;
  const holidays = await db
    .select()
    .from(special_hours)
    .where(eq(special_hours.site_id, siteId))
    .orderBy(asc(special_hours.date));
  const parsed = locationList.safeParse(
    rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      location_type: row.location_type,
      visible: row.visible,
      primary: row.primary,
      dealer_license_number: row.dealer_license_number,
      motor_vehicle_repairer: row.motor_vehicle_repairer,
      address: row.address,
      contact_detail: row.contact_detail,
      special_hours: holidays
        .filter((h) => h.location_id === row.id)
        .map(({ date, status, start_hour, end_hour, name }) => ({ date, status, start_hour, end_hour, name })),
    })),
  );
  if (parsed.success) return parsed.data;
  logger.warn({ siteId, issues: parsed.error.issues.slice(0, 3) }, "stored locations do not read as configuration");
  return undefined;
}

/** Writes a published list into the rows: each yard by its slug, made when new; yards it leaves out are left alone. */
export async function writeLocationList(tx: Database, siteId: number, list: readonly LocationEntry[]): Promise<void> {
  if (!list.length) return;
  const written = await tx
    .insert(locations)
    .values(list.map((entry) => ({ site_id: siteId, ...locationColumns(entry) })))
    .onConflictDoUpdate({
      target: [locations.site_id, locations.slug],
      set: {
        name: sql`excluded.name`,
        location_type: sql`excluded.location_type`,
        visible: sql`excluded.visible`,
        primary: sql`excluded."primary"`,
        dealer_license_number: sql`excluded.dealer_license_number`,
        motor_vehicle_repairer: sql`excluded.motor_vehicle_repairer`,
        address: sql`excluded.address`,
        contact_detail: sql`excluded.contact_detail`,
      },
    })
    .returning({ id: locations.id, slug: locations.slug });
  const ids = new Map(written.map((w) => [w.slug, w.id]));
  await tx
    .delete(special_hours)
    .where(and(eq(special_hours.site_id, siteId), inArray(special_hours.location_id, [...ids.values()])));
  const holidays = list.flatMap((entry) =>
    entry.special_hours.map((h) => ({ ...h, site_id: siteId, location_id: ids.get(entry.slug)! })),
  );
  if (holidays.length) await tx.insert(special_hours).values(holidays);
}

function locationColumns(entry: LocationEntry) {
  const { special_hours: _holidays, ...columns } = entry;
  return columns;
}

/**
 * Each yard's sales hours and special hours (issue 54): what test-drive times, the round-robin and
 * the escalation clock go by. Yards by their id; a yard of another site is never among them.
 */
export async function yardHoursBySite(
  db: Database,
  siteId: number,
): Promise<Map<number, YardHours & { sells: boolean }>> {
  const [rows, holidays] = await Promise.all([
    db
      .select({
        id: locations.id,
        contact_detail: locations.contact_detail,
        type: locations.location_type,
        address: locations.address,
      })
      .from(locations)
      .where(eq(locations.site_id, siteId)),
    db
      .select({
        location_id: special_hours.location_id,
        date: special_hours.date,
        status: special_hours.status,
        start_hour: special_hours.start_hour,
        end_hour: special_hours.end_hour,
      })
      .from(special_hours)
      .where(eq(special_hours.site_id, siteId)),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        week: row.contact_detail.opening_hours.sales ?? [],
        special: holidays.filter((h) => h.location_id === row.id),
        zone: stateZone(row.address.state),
        sells: row.type === "sales" || row.type === "",
      },
    ]),
  );
}
