import { and, desc, eq } from "drizzle-orm";
import { cars, leads } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

export type NewLead = Omit<typeof leads.$inferInsert, "id" | "site_id" | "created_at" | "car_dealership_id">;

/**
 * Writes a lead in the site's scope before anything else happens. A car of another site is
 * refused; the same idempotency key stores one lead and answers with it again.
 */
export async function storeLead(scope: SiteScope, lead: NewLead): Promise<{ lead_id: number }> {
  let car_dealership_id: number | null = null;
  if (lead.car_id != null) {
    const [car] = await scope.db
      .select({ dealership_id: cars.dealership_id })
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, lead.car_id)));
    if (!car) throw new Error(`car_id ${lead.car_id} is not a car of this site`);
    car_dealership_id = car.dealership_id;
  }
  const [row] = await scope.db
    .insert(leads)
    .values({ ...lead, site_id: scope.siteId, car_dealership_id })
    .onConflictDoNothing({ target: [leads.site_id, leads.idempotency_key] })
    .returning({ id: leads.id });
  if (row) return { lead_id: row.id };
  const [existing] = await scope.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.site_id, scope.siteId), eq(leads.idempotency_key, lead.idempotency_key ?? "")));
  if (!existing) throw new Error("The lead could not be stored");
  return { lead_id: existing.id };
}

export async function listLeads(scope: SiteScope) {
  return scope.db.select().from(leads).where(eq(leads.site_id, scope.siteId)).orderBy(desc(leads.id));
}
