import { and, eq, like } from "drizzle-orm";
import { cars, lead_deliveries, lead_notes, leads, staff_memberships } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { seededRandom, type Random } from "./random";

/** Demo leads per site, over the last 60 days: enough for a few pages of a living inbox. */
const DEMO_LEADS = 140;
const DAY = 86_400_000;
const FIRST = [
  "Olivia",
  "Jack",
  "Mia",
  "Noah",
  "Charlotte",
  "William",
  "Ava",
  "Liam",
  "Isla",
  "Lucas",
  "Grace",
  "Ethan",
];
const LAST = ["Smith", "Nguyen", "Williams", "Brown", "Wilson", "Taylor", "Singh", "Martin", "Kelly", "Chen", "Walker"];
const KINDS = [
  { category: "Used Car Enquiry", subcategory: null, car: true },
  { category: "New Car Enquiry", subcategory: null, car: true },
  { category: "Test Drive", subcategory: null, car: true },
  { category: "Finance Enquiry", subcategory: null, car: true },
  { category: "Trade-in Valuation", subcategory: null, car: false },
  { category: "General Enquiry", subcategory: null, car: false },
  { category: "Service Enquiry", subcategory: "Service Booking", car: false },
] as const;
const LOST = ["Bought elsewhere", "Finance declined", "Stopped answering", "Changed their mind"];
const NOTES = [
  "Called, left a voicemail.",
  "Spoke to them: keen, wants to see it Saturday.",
  "Sent the finance figures by e-mail.",
  "Booked a test drive for Thursday 10am.",
];

/** A lead's follow-up by its age: today's are mostly new, a month's mostly settled. */
function statusFor(random: Random, ageDays: number) {
  if (ageDays < 1) return random.chance(0.7) ? "new" : "contacted";
  if (ageDays < 7) return random.pick(["new", "contacted", "contacted", "appointment"] as const);
  return random.pick(["contacted", "appointment", "won", "lost", "lost"] as const);
}

/**
 * Issue 39: each demo site's inbox has leads spread over the last 60 days in every status, with
 * cars, assignees, notes and delivered e-mails, so a newcomer sees a living inbox. Deterministic, and
 * only the demo's own leads (idempotency keys `demo-…`) are replaced on a new seed.
 */
export async function seedDemoLeads(scope: SiteScope, now: Date): Promise<void> {
  const random = seededRandom(scope.siteId * 7919 + 17);
  const stock = await scope.db
    .select({ id: cars.id, location_id: cars.location_id })
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.status, "in_stock")))
    .limit(400);
  const staff = await scope.db
    .select({ id: staff_memberships.staff_id })
    .from(staff_memberships)
    .where(eq(staff_memberships.site_id, scope.siteId));
  const planned = Array.from({ length: DEMO_LEADS }, (_, n) => plannedLead(scope, random, n, now, stock, staff));
  await scope.db.transaction(async (tx) => {
    await tx.delete(leads).where(and(eq(leads.site_id, scope.siteId), like(leads.idempotency_key, "demo-%")));
    const ids = await tx
      .insert(leads)
      .values(planned.map((p) => p.lead))
      .returning({ id: leads.id, key: leads.idempotency_key });
    const idOf = new Map(ids.map((row) => [row.key, row.id]));
    await tx.insert(lead_deliveries).values(
      planned.map((p) => ({
        site_id: scope.siteId,
        lead_id: idOf.get(p.lead.idempotency_key)!,
        sink: "email" as const,
        status: "delivered" as const,
        attempts: 1,
        delivered_at: new Date(p.lead.created_at.getTime() + 2000),
        created_at: p.lead.created_at,
      })),
    );
    const notes = planned.flatMap((p) =>
      p.note ? [{ site_id: scope.siteId, lead_id: idOf.get(p.lead.idempotency_key)!, ...p.note }] : [],
    );
    if (notes.length) await tx.insert(lead_notes).values(notes);
  });
}

function plannedLead(
  scope: SiteScope,
  random: Random,
  n: number,
  now: Date,
  stock: { id: number; location_id: number | null }[],
  staff: { id: number }[],
) {
  // Newer leads are more common: the age is skewed towards today.
  const ageDays = 60 * random.next() ** 2;
  const created = new Date(now.getTime() - ageDays * DAY);
  const kind = random.pick(KINDS);
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const status = statusFor(random, ageDays);
  // Most answered within the hour, some within five minutes, a few the next day.
  const minutes = random.pick([2, 4, 7, 12, 25, 45, 90, 300, 1100]);
  const contacted = status === "new" ? null : new Date(created.getTime() + (minutes + random.int(0, 3)) * 60_000);
  const car = kind.car && stock.length ? random.pick(stock) : null;
  const owner = staff.length && status !== "new" ? random.pick(staff).id : null;
  const lead = {
    site_id: scope.siteId,
    idempotency_key: `demo-${n}`,
    category: kind.category,
    subcategory: kind.subcategory,
    name: first,
    last_name: last,
    email: `${first}.${last}${n}@example.com`.toLowerCase(),
    phone: `+614${String(10_000_000 + random.int(0, 89_999_999))}`,
    postcode: String(random.int(2000, 4999)),
    message: kind.car ? "Is this still available? Could I see it this week?" : "Please call me back.",
    car_id: car?.id ?? null,
    location_id: car?.location_id ?? null,
    source: random.pick(["Website", "Website", "Google Ads", "Facebook"]),
    lead_attributes: { visited_pages: ["/", "/search/new-used-and-demo-cars"], linked_query_params: {} },
    status,
    lost_reason: status === "lost" ? random.pick(LOST) : null,
    assigned_staff_id: owner,
    assigned_at: owner === null ? null : created,
    first_contacted_at: contacted,
    created_at: created,
  };
  const note =
    contacted && random.chance(0.6)
      ? { staff_id: staff.length ? random.pick(staff).id : null, body: random.pick(NOTES), created_at: contacted }
      : null;
  return { lead, note };
}
