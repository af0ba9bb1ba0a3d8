import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInventory } from "~/features/inventory/import.server";
import { adfXml } from "~/features/leads/adf";
import { bookTestDriveForm, partsRequestForm, serviceBookingForm } from "~/features/leads/lead-form-page.server";
import { LeadJournal } from "~/features/leads/lead-journal.server";
import { leadOutbox } from "~/features/leads/lead-outbox.server";
import type { LeadServices } from "~/features/leads/lead-services.server";
import { submitLead } from "~/features/leads/submit-lead.server";
import { cars, leads, locations } from "~/platform/db/schema";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
const now = new Date("2026-11-23T09:00:00+11:00");
const address = { street: "1 Main St", city: "Dubbo", state: "NSW", postcode: "2830", lat: -32.2, long: 148.6 };
const contact_detail = { phone: null, landline_phone: null, opening_hours: {} };

beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha"), testSite("bravo")]);
  const alpha = t.scope("alpha");
  await alpha.db.insert(locations).values([
    {
      site_id: alpha.siteId,
      name: "Alpha Sales",
      slug: "alpha-sales",
      location_type: "sales",
      address,
      contact_detail,
    },
    {
      site_id: alpha.siteId,
      name: "Alpha Service Centre",
      slug: "alpha-service",
      location_type: "service",
      address,
      contact_detail,
    },
  ]);
  await importInventory(
    alpha,
    JSON.stringify([
      carRow("K-1", { make: "Kia", model: "Sportage", price: 35_000 }),
      carRow("K-2", { make: "Kia", model: "Sportage", price: 37_000 }),
      carRow("M-1", { make: "Mazda", model: "CX-5" }),
    ]),
    "json",
  );
  await importInventory(t.scope("bravo"), JSON.stringify([carRow("B-1", { make: "Holden", model: "Astra" })]), "json");
});
afterAll(() => t.close());

function services(): LeadServices {
  const outbox = leadOutbox(t.handle.db, t.scopes, [], 60_000);
  return {
    sinks: [],
    outbox: { ...outbox, kick: () => {} },
    limits: rateLimits(t.handle.db),
    journal: new LeadJournal(mkdtempSync(path.join(tmpdir(), "bookings-"))),
  };
}

const form = (values: Record<string, string>) => {
  const data = new URLSearchParams();
  for (const [k, v] of Object.entries({
    name: "Jo",
    last_name: "Bloggs",
    email: "jo@example.com",
    phone: "0412 345 678",
    postcode: "2830",
    form_token: `token-${Math.random().toString(36).slice(2, 12)}`,
    ...values,
  }))
    data.set(k, v);
  return data;
};
const meta = {
  ip: "203.0.113.7",
  userAgent: "test",
  url: null,
  trail: { visited_pages: [], linked_query_params: {} },
  now,
};

async function carId(stock: string) {
  const [car] = await t.scope("alpha").db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stock));
  return car!.id;
}

describe("a test drive without a car chosen first (/book-test-drive)", () => {
  it("offers the models in stock, the chosen model's cars, the sales locations and the slots", async () => {
    const page = await bookTestDriveForm(
      t.scope("alpha"),
      new URL("https://alpha.example/book-test-drive?model=Kia%20Sportage"),
      now,
    );
    expect(page.spec.vehicles[0]!.options.map((o) => o.label)).toEqual([
      "Kia Sportage (2 in stock)",
      "Mazda CX-5 (1 in stock)",
    ]);
    expect(page.spec.vehicles[1]!.options.map((o) => o.value)).toEqual([
      `car:${await carId("K-1")}`,
      `car:${await carId("K-2")}`,
    ]);
    expect(page.spec.locations).toEqual([{ value: "alpha-sales", label: "Alpha Sales" }]);
    expect(page.spec.appointmentSlots[0]!.value).toBe("2026-11-24T09:00");
    expect(page.defaults).toEqual({ vehicle: "model:Kia Sportage" });
  });

  it("stores a Test Drive lead for the chosen car, with the location and time", async () => {
    const scope = t.scope("alpha");
    const id = await carId("K-2");
    const page = await bookTestDriveForm(scope, new URL(`https://alpha.example/book-test-drive?car_id=${id}`), now);
    expect(page.defaults).toEqual({ vehicle: `car:${id}` });
    const result = await submitLead(
      scope,
      services(),
      page,
      form({ vehicle: `car:${id}`, location: "alpha-sales", appointment_at: "2026-11-25T10:00" }),
      meta,
    );
    expect(result).toMatchObject({ ok: true, category: "Test Drive", event_id: 17 });
    const [lead] = await scope.db
      .select()
      .from(leads)
      .where(eq(leads.id, result.ok ? result.lead_id! : 0));
    expect(lead).toMatchObject({ car_id: id, category: "Test Drive" });
    expect(lead!.fields).toMatchObject({
      location: "Alpha Sales",
      appointment_at: "2026-11-25T10:00",
      page_id: "book-test-drive",
    });
  });

  it("refuses a model, car or location the page did not offer, such as another site's car", async () => {
    const bravoCar = (await t.scope("bravo").db.select({ id: cars.id }).from(cars))[0]!.id;
    const page = await bookTestDriveForm(t.scope("alpha"), new URL("https://alpha.example/book-test-drive"), now);
    const result = await submitLead(
      t.scope("alpha"),
      services(),
      page,
      form({ vehicle: `car:${bravoCar}`, location: "bravo-yard" }),
      meta,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { vehicle: "Please choose a model or a car.", location: "Please choose a location." },
    });
  });
});

describe("a service booking (/service#service-booking)", () => {
  it("stores a Service Booking with the car, the service, the date and the service location", async () => {
    const scope = t.scope("alpha");
    const page = await serviceBookingForm(scope, now);
    expect(page.spec.serviceDates).toEqual({ min: "2026-11-24", max: "2027-01-22" });
    expect(page.spec.locations).toEqual([{ value: "alpha-service", label: "Alpha Service Centre" }]);
    const result = await submitLead(
      scope,
      services(),
      page,
      form({
        rego: "ABC123",
        vehicle_model: "Kia Sportage",
        km: "45,000",
        service_type: "Logbook service",
        preferred_date: "2026-12-01",
        location: "alpha-service",
      }),
      meta,
    );
    expect(result).toMatchObject({ ok: true, category: "Service Enquiry", subcategory: "Service Booking" });
    const [lead] = await scope.db
      .select()
      .from(leads)
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, result.ok ? result.lead_id! : 0)));
    expect(lead!.fields).toMatchObject({
      rego: "ABC123",
      vehicle_model: "Kia Sportage",
      km: "45000",
      service_type: "Logbook service",
      preferred_date: "2026-12-01",
      location: "Alpha Service Centre",
    });
  });

  it.each([
    ["a date today", { preferred_date: "2026-11-23" }, "preferred_date", "Please choose a date from tomorrow onwards."],
    [
      "a date past 60 days",
      { preferred_date: "2027-01-23" },
      "preferred_date",
      "Please choose a date from tomorrow onwards.",
    ],
    ["no registration", { rego: "" }, "rego", "Please enter the car's registration."],
    ["kilometres in words", { km: "lots" }, "km", "Please enter the kilometres as a number."],
    ["a service not offered", { service_type: "Detailing" }, "service_type", "Please choose a service."],
  ])("refuses %s", async (_name, overrides, field, message) => {
    const page = await serviceBookingForm(t.scope("alpha"), now);
    const values = {
      rego: "ABC123",
      vehicle_model: "Kia Sportage",
      km: "45000",
      service_type: "Brakes",
      preferred_date: "2026-12-01",
      location: "alpha-service",
      ...overrides,
    };
    const result = await submitLead(t.scope("alpha"), services(), page, form(values), meta);
    expect(result).toMatchObject({ ok: false, reason: "invalid", errors: { [field]: message } });
  });
});

describe("a parts request (/parts/search, spec 001 section 2)", () => {
  it("starts from what the shopper searched for and files a Parts Enquiry whose wanted parts reach the dealer's CRM", async () => {
    const scope = t.scope("alpha");
    const page = await partsRequestForm(scope, "roof racks");
    expect(page.defaults).toEqual({ parts_wanted: "roof racks" });
    // The site has no parts counter: every visible location is offered.
    expect(page.spec.locations.map((l) => l.value)).toEqual(["alpha-sales", "alpha-service"]);
    const result = await submitLead(
      scope,
      services(),
      page,
      form({
        parts_wanted: "Roof racks and a tow bar",
        vehicle_model: "2021 Ford Ranger",
        rego: "",
        location: "alpha-service",
      }),
      meta,
    );
    expect(result).toMatchObject({ ok: true, category: "Parts Enquiry", subcategory: null });
    const [lead] = await scope.db
      .select()
      .from(leads)
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, result.ok ? result.lead_id! : 0)));
    expect(lead!.fields).toMatchObject({
      parts_wanted: "Roof racks and a tow bar",
      vehicle_model: "2021 Ford Ranger",
      location: "Alpha Service Centre",
    });
    const xml = adfXml({ ...lead!, vehicle: null, dealership_name: "Alpha", site_name: "Alpha" });
    expect(xml).toContain("Parts wanted: Roof racks and a tow bar");
    expect(xml).toContain("Make and model: 2021 Ford Ranger");
  });

  it("asks which parts are wanted", async () => {
    const page = await partsRequestForm(t.scope("alpha"), "");
    expect(page.defaults).toBeUndefined();
    const result = await submitLead(
      t.scope("alpha"),
      services(),
      page,
      form({ parts_wanted: " ", vehicle_model: "Kia Sportage", location: "alpha-sales" }),
      meta,
    );
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { parts_wanted: "Please tell us which parts or accessories you need." },
    });
  });
});
