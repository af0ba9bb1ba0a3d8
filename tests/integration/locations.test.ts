import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLocatorPage } from "~/features/locations/locator-page.server";
import { headerOpeningHours, locationPage } from "~/features/locations/locations.server";
import { locations, special_hours } from "~/platform/db/schema";
import { openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
const address = { street: "1 Main St", city: "Dubbo", state: "NSW", postcode: "2830", lat: -32.2, long: 148.6 };
const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "open" as const, open: "08:00", close: "17:00", formated_hours: "" }));
const contact = (phone: string | null) => ({ phone, landline_phone: null, opening_hours: { sales: week, service: week } });

beforeAll(async () => {
  t = await openTestDatabase([testSite("alpha", { locations: { show_licence_numbers: true } }), testSite("bravo")]);
  const alpha = t.scope("alpha");
  const rows = await alpha.db
    .insert(locations)
    .values([
      { site_id: alpha.siteId, name: "Alpha Parts", slug: "alpha-parts", location_type: "parts", address, contact_detail: contact("02 6000 0003") },
      { site_id: alpha.siteId, name: "Alpha Kia", slug: "alpha-kia", location_type: "sales", manufacturers: ["Kia"], dealer_license_number: "MD123", address, contact_detail: contact(null), average_rating: 4.6, review_count: 254 },
      { site_id: alpha.siteId, name: "Alpha Service", slug: "alpha-service", location_type: "service", address, contact_detail: contact("02 6000 0002") },
      { site_id: alpha.siteId, name: "Hidden Yard", slug: "hidden", location_type: "sales", visible: false, address, contact_detail: contact(null) },
    ])
    .returning();
  await alpha.db.insert(special_hours).values({ site_id: alpha.siteId, location_id: rows.find((r) => r.slug === "alpha-kia")!.id, date: "2099-12-25", status: "closed", name: "Christmas Day" });
  const bravo = t.scope("bravo");
  await bravo.db.insert(locations).values({ site_id: bravo.siteId, name: "Bravo Kia", slug: "bravo-kia", location_type: "sales", manufacturers: ["Kia"], address, contact_detail: contact(null) });
});
afterAll(() => t.close());

describe("the locations pages", () => {
  it("lists this site's visible locations sales, service, parts, and filters them", async () => {
    const page = await loadLocatorPage(t.scope("alpha"), new URL("https://alpha.example/dealer-locator"), null);
    expect(page.cards.map((c) => c.name)).toEqual(["Alpha Kia", "Alpha Service", "Alpha Parts"]);
    expect(page.cards[0]).toMatchObject({ phone: null, licences: ["DL: MD123"], rating: { average: 4.6, count: 254 }, contactHref: "/contact-us/alpha-kia", detailsHref: "/our-location/alpha-kia" });
    expect(page.cards[0]!.hours[0]).toEqual({ days: "Mon-Fri", hours: "8:00am – 5:00pm" });
    const nonService = await loadLocatorPage(t.scope("alpha"), new URL("https://alpha.example/dealer-locator?type=non-service"), null);
    expect(nonService.cards.map((c) => c.name)).toEqual(["Alpha Kia", "Alpha Parts"]);
    expect(nonService.filters.find((f) => f.current)).toMatchObject({ label: "Sales and parts", href: "/dealer-locator?type=non-service" });
  });

  it("lists a make's dealerships, and 404s a make the site does not carry", async () => {
    const kia = await loadLocatorPage(t.scope("alpha"), new URL("https://alpha.example/dealerships/kia?filter=brand"), "kia");
    expect(kia.cards.map((c) => c.name)).toEqual(["Alpha Kia"]);
    expect(kia.heading).toBe("Kia dealerships");
    await expect(loadLocatorPage(t.scope("alpha"), new URL("https://alpha.example/dealerships/volvo"), "volvo")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("gives the header's dropdown the first sales location's hours, a tab per type, and nothing on a site without locations", async () => {
    const hours = await headerOpeningHours(t.scope("alpha"));
    expect(hours).toMatchObject({ location: "Alpha Kia", href: "/our-location/alpha-kia" });
    expect(hours!.hours.map((h) => h.type)).toEqual(["Sales", "Service"]);
    const empty = await openTestDatabase([testSite("delta")]);
    expect(await headerOpeningHours(empty.scope("delta"))).toBeNull();
    await empty.close();
  });

  it("shows one location with its hours per type and its holiday hours, in its own site only", async () => {
    const page = await locationPage(t.scope("alpha"), "alpha-kia", new Date("2026-11-23T00:00:00Z"));
    expect(page?.hours.map((h) => h.type)).toEqual(["Sales", "Service"]);
    expect(page?.holidays).toEqual([{ date: "2099-12-25", name: "Christmas Day", hours: "Closed" }]);
    expect(await locationPage(t.scope("bravo"), "alpha-kia")).toBeNull();
    expect(await locationPage(t.scope("alpha"), "hidden")).toBeNull();
  });
});
