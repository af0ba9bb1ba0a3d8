import { and, eq } from "drizzle-orm";
import { cars, leads, locations, staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { stateZone } from "~/platform/tenancy/yard-hours";
import type { LeadBrief } from "./lead-words";

/** A lead as alerts, replies and the shopper's confirmation speak of it: who, which car, which yard, whose. */
export async function leadBrief(scope: SiteScope, leadId: number): Promise<LeadBrief | null> {
  const [row] = await scope.db
    .select({
      lead: {
        id: leads.id,
        category: leads.category,
        subcategory: leads.subcategory,
        name: leads.name,
        last_name: leads.last_name,
        email: leads.email,
        phone: leads.phone,
        message: leads.message,
        fields: leads.fields,
        created_at: leads.created_at,
      },
      car: { name: cars.name, stocknum: cars.stocknum, slug: cars.slug },
      yard: { name: locations.name, address: locations.address, contact: locations.contact_detail },
      owner: { id: staff_users.id, name: staff_users.name, email: staff_users.email, mobile: staff_users.mobile },
    })
    .from(leads)
    .leftJoin(cars, and(eq(cars.id, leads.car_id), eq(cars.site_id, scope.siteId)))
    .leftJoin(locations, and(eq(locations.id, leads.location_id), eq(locations.site_id, scope.siteId)))
    .leftJoin(staff_users, eq(staff_users.id, leads.assigned_staff_id))
    .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, leadId)));
  if (!row) return null;
  const { lead, car, yard, owner } = row;
  const site = scope.config;
  return {
    ...lead,
    car: car?.name ? { title: car.name, stock_number: car.stocknum, url: `${site.url}/cars/${car.slug}` } : null,
    yard: yard?.name
      ? {
          name: yard.name,
          address: `${yard.address.street}, ${yard.address.city} ${yard.address.state} ${yard.address.postcode}`,
          phone: yard.contact.department_phones?.sales ?? yard.contact.phone ?? yard.contact.landline_phone ?? null,
          zone: stateZone(yard.address.state),
        }
      : null,
    owner: owner?.id ? owner : null,
    site: {
      name: site.name,
      url: site.url,
      phone: site.contact.phones.new ?? site.contact.phones.used ?? null,
      time_zone: site.time_zone,
      refund_terms: site.checkout.refund_terms,
    },
  };
}
