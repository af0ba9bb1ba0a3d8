import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { httpGeocoder, localGeocoder } from "~/features/locations/geocoder.server";
import { loadLocatorPage as locatorPageOrNone } from "~/features/locations/locator-page.server";
import { headerOpeningHours, locationPage } from "~/features/locations/locations.server";
import { autoDealerJsonLd } from "~/features/locations/location-seo";
import { cars, locations, special_hours } from "~/platform/db/schema";
import { importInventory } from "~/features/inventory/index.server";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";
import { and, eq } from "drizzle-orm";

/** The locator of a site with locations (a make with none has no page). */
const loadLocatorPage = async (...args: Parameters<typeof locatorPageOrNone>) => (await locatorPageOrNone(...args))!;

let t: TestDatabase;
const address = { street: "1 Main St", city: "Dubbo", state: "NSW", postcode: "2830", lat: -32.2, long: 148.6 };
const week = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "open" as const,
  open: "08:00",
  close: "17:00",
  formated_hours: "",
}));
const contact = (phone: string | null) => ({
  phone,
  landline_phone: null,
  opening_hours: { sales: week, service: week },
});

beforeAll(async () => {
  t = await openTestDatabase([
    testSite("alpha", { locations: { show_licence_numbers: true }, manufacturer: "Kia", manufacturer_id: 41 }),
    testSite("bravo"),
    testSite("charlie"),
    testSite("delta"),
  ]);
  const alpha = t.scope("alpha");
  const rows = await alpha.db
    .insert(locations)
    .values([
      {
        site_id: alpha.siteId,
        name: "Alpha Parts",
        slug: "alpha-parts",
        location_type: "parts",
        address,
        contact_detail: contact("02 6000 0003"),
      },
      {
        site_id: alpha.siteId,
        name: "Alpha Kia",
        slug: "alpha-kia",
        location_type: "sales",
        manufacturers: ["Kia"],
        dealer_license_number: "MD123",
        address,
        contact_detail: contact(null),
        average_rating: 4.6,
        review_count: 254,
      },
      {
        site_id: alpha.siteId,
        name: "Alpha Service",
        slug: "alpha-service",
        location_type: "service",
        address,
        contact_detail: contact("02 6000 0002"),
      },
      {
        site_id: alpha.siteId,
        name: "Hidden Yard",
        slug: "hidden",
        location_type: "sales",
        visible: false,
        address,
        contact_detail: contact(null),
      },
    ])
    .returning();
  await alpha.db.insert(special_hours).values({
    site_id: alpha.siteId,
    location_id: rows.find((r) => r.slug === "alpha-kia")!.id,
    date: "2099-12-25",
    status: "closed",
    name: "Christmas Day",
  });
  const bravo = t.scope("bravo");
  await bravo.db.insert(locations).values({
    site_id: bravo.siteId,
    name: "Bravo Kia",
    slug: "bravo-kia",
    location_type: "sales",
    manufacturers: ["Kia"],
    address,
    contact_detail: contact(null),
  });
  const charlie = t.scope("charlie");
  await charlie.db.insert(locations).values(
    [
      ["Charlie Parramatta", "sales", "Parramatta", "2150", -33.815, 151.001],
      ["Charlie Newcastle", "sales", "Newcastle West", "2302", -32.926, 151.76],
      ["Charlie Hobart", "service", "Hobart", "7000", -42.882, 147.327],
    ].map(([name, type, city, postcode, lat, long]) => ({
      site_id: charlie.siteId,
      name: String(name),
      slug: String(name).toLowerCase().replace(" ", "-"),
      location_type: String(type),
      address: {
        street: "1 Main St",
        city: String(city),
        state: "NSW",
        postcode: String(postcode),
        lat: Number(lat),
        long: Number(long),
      },
      contact_detail: contact(null),
    })),
  );
  const delta = t.scope("delta");
  // 45 sales yards a tenth of a degree apart going north from Hobart, so nearest-first is their number order from 7000.
  await delta.db.insert(locations).values(
    Array.from({ length: 45 }, (_, i) => ({
      site_id: delta.siteId,
      name: `Delta ${String(i + 1).padStart(2, "0")}`,
      slug: `delta-${i + 1}`,
      location_type: "sales",
      address: { ...address, lat: -42.88 + i / 10, long: 147.33 },
      contact_detail: contact(null),
    })),
  );
});
afterAll(() => t.close());

describe("the locations pages", () => {
  it("lists this site's visible locations sales, service, parts, and filters them", async () => {
    const page = await loadLocatorPage(
      t.scope("alpha"),
      localGeocoder,
      new URL("https://alpha.example/dealer-locator"),
      null,
    );
    expect(page.cards.map((c) => c.name)).toEqual(["Alpha Kia", "Alpha Service", "Alpha Parts"]);
    expect(page.cards[0]).toMatchObject({ phone: null, licences: ["DL: MD123"], rating: { average: 4.6, count: 254 } });
    expect(page.cards[0]!.hours[0]).toEqual({ days: "Mon-Fri", hours: "8:00am – 5:00pm" });
    // Spec 001 §4 on the location cards too (issue 37): under the site's minimum rating, no stars and no count.
    const alpha = t.scope("alpha");
    const strict = { ...alpha, config: { ...alpha.config, reviews: { ...alpha.config.reviews, minimum_rating: 4.8 } } };
    const shy = await loadLocatorPage(strict, localGeocoder, new URL("https://alpha.example/dealer-locator"), null);
    expect(shy.cards[0]!.rating).toBeNull();
    const nonService = await loadLocatorPage(
      t.scope("alpha"),
      localGeocoder,
      new URL("https://alpha.example/dealer-locator?type=non-service"),
      null,
    );
    expect(nonService.cards.map((c) => c.name)).toEqual(["Alpha Kia", "Alpha Parts"]);
    expect(nonService.filters.find((f) => f.current)).toMatchObject({
      label: "Sales and parts",
      href: "/dealer-locator?type=non-service",
    });
  });

  it("lists a make's dealerships, and has no page for a make the site does not carry", async () => {
    const kia = await loadLocatorPage(
      t.scope("alpha"),
      localGeocoder,
      new URL("https://alpha.example/dealerships/kia?filter=brand"),
      "kia",
    );
    expect(kia.cards.map((c) => c.name)).toEqual(["Alpha Kia"]);
    expect(kia.heading).toBe("Kia dealerships");
    expect(
      await locatorPageOrNone(
        t.scope("alpha"),
        localGeocoder,
        new URL("https://alpha.example/dealerships/volvo"),
        "volvo",
      ),
    ).toBeNull();
  });

  it("gives the header's dropdown the first sales location's hours, a tab per type, and nothing on a site without locations", async () => {
    const hours = await headerOpeningHours(t.scope("alpha"));
    expect(hours).toMatchObject({ location: "Alpha Kia", href: "/our-location/alpha-kia" });
    expect(hours!.hours.map((h) => h.type)).toEqual(["Sales", "Service"]);
    const empty = await openTestDatabase([testSite("delta")]);
    expect(await headerOpeningHours(empty.scope("delta"))).toBeNull();
    await empty.close();
  });

  it("on a car's page, gives the header the car's own yard's hours and the yard's coming holiday closures (issue 56)", async () => {
    const alpha = t.scope("alpha");
    expect((await headerOpeningHours(alpha, null, new Date("2099-12-01T00:00:00Z")))!.holidays).toEqual([
      { date: "2099-12-25", name: "Christmas Day", hours: "Closed" },
    ]);
    await importInventory(alpha, JSON.stringify([carRow("H-1", { make: "Kia", model: "Sportage" })]), "json");
    const [service] = await alpha.db.select().from(locations).where(eq(locations.slug, "alpha-service"));
    const [car] = await alpha.db
      .update(cars)
      .set({ location_id: service!.id })
      .where(and(eq(cars.site_id, alpha.siteId), eq(cars.stocknum, "H-1")))
      .returning({ slug: cars.slug });
    expect(await headerOpeningHours(alpha, car!.slug)).toMatchObject({
      location: "Alpha Service",
      href: "/our-location/alpha-service",
      holidays: [],
    });
    // Another site's car, or none, leaves the primary yard's hours.
    expect(await headerOpeningHours(t.scope("bravo"), car!.slug)).toMatchObject({ location: "Bravo Kia" });
    expect(await headerOpeningHours(alpha, "no-such-car")).toMatchObject({ location: "Alpha Kia" });
  });

  it("shows one location with its hours per type and its holiday hours, in its own site only", async () => {
    const page = await locationPage(t.scope("alpha"), "alpha-kia", new Date("2026-11-23T00:00:00Z"));
    expect(page?.hours.map((h) => h.type)).toEqual(["Sales", "Service"]);
    expect(page?.holidays).toEqual([{ date: "2099-12-25", name: "Christmas Day", hours: "Closed" }]);
    expect(await locationPage(t.scope("bravo"), "alpha-kia")).toBeNull();
    expect(await locationPage(t.scope("alpha"), "hidden")).toBeNull();
  });

  it("names a franchise's manufacturer as the dealer's brand in its structured data, and no brand elsewhere (issue 56)", async () => {
    const page = await locationPage(t.scope("alpha"), "alpha-kia");
    expect(page?.structuredData.brand).toEqual({ "@type": "Brand", name: "Kia", identifier: "41" });
    const unbranded = autoDealerJsonLd({
      name: "Yard",
      url: "https://bravo.example/locations/yard",
      phone: null,
      address: { street: "1 Main St", city: "Penrith", state: "NSW", postcode: "2750" },
      lat: 0,
      long: 0,
      week: [],
      image: null,
      rating: null,
    });
    expect(unbranded).not.toHaveProperty("brand");
  });
});

describe("the nearest location to a postcode", () => {
  const charlie = (query: string, geocoder = localGeocoder) =>
    loadLocatorPage(t.scope("charlie"), geocoder, new URL(`https://charlie.example/dealer-locator${query}`), null);

  it("orders this site's locations by distance from the postcode, with each distance", async () => {
    const newcastle = await charlie("?postcode=2300");
    expect(newcastle.cards.map((c) => [c.name, c.distance])).toEqual([
      ["Charlie Newcastle", "Under 1 km away"],
      ["Charlie Parramatta", "121 km away"],
      ["Charlie Hobart", "1,172 km away"],
    ]);
    expect(newcastle.nearest).toMatchObject({ postcode: "2300", error: null, clearHref: "/dealer-locator" });
    expect((await charlie("?postcode=7010")).cards[0]!.name).toBe("Charlie Hobart");
    expect(
      (
        await loadLocatorPage(
          t.scope("bravo"),
          localGeocoder,
          new URL("https://bravo.example/dealer-locator?postcode=2300"),
          null,
        )
      ).cards.map((c) => c.name),
    ).toEqual(["Bravo Kia"]);
  });

  it("keeps the type filter with the postcode, and the filters keep the postcode", async () => {
    const sales = await charlie("?type=sales&postcode=7000");
    expect(sales.cards.map((c) => c.name)).toEqual(["Charlie Parramatta", "Charlie Newcastle"]);
    expect(sales.nearest).toMatchObject({ type: "sales", clearHref: "/dealer-locator?type=sales" });
    expect(sales.filters.find((f) => f.label === "Service")?.href).toBe("/dealer-locator?type=service&postcode=7000");
  });

  it("shows 21 locations a page, each page's address keeping the type and postcode, nearest-first across pages", async () => {
    const delta = (query: string) =>
      loadLocatorPage(t.scope("delta"), localGeocoder, new URL(`https://delta.example/dealer-locator${query}`), null);
    const first = await delta("?type=sales&postcode=7000");
    expect(first.total).toBe(45);
    expect(first.cards).toHaveLength(21);
    expect(first.cards[0]!.name).toBe("Delta 01");
    expect(first.pagination).toEqual({
      current: 1,
      hrefs: [
        "/dealer-locator?type=sales&postcode=7000",
        "/dealer-locator?type=sales&postcode=7000&page=2",
        "/dealer-locator?type=sales&postcode=7000&page=3",
      ],
    });
    const second = await delta("?type=sales&postcode=7000&page=2");
    expect(second.cards.map((c) => c.name)).toEqual(Array.from({ length: 21 }, (_, i) => `Delta ${i + 22}`));
    expect(second.filters.find((f) => f.label === "Service")?.href).toBe("/dealer-locator?type=service&postcode=7000");
    expect((await delta("?page=3")).cards).toHaveLength(3);
    for (const asked of ["?page=99", "?page=-1", "?page=two", "?page=1.5"])
      expect((await delta(asked)).pagination.current, asked).toBe(asked === "?page=99" ? 3 : 1);
    expect(
      (await loadLocatorPage(t.scope("alpha"), localGeocoder, new URL("https://alpha.example/dealer-locator"), null))
        .pagination.hrefs,
    ).toEqual(["/dealer-locator"]);
  });

  it.each([
    ["12a4", "Invalid postcode. Please enter a 4-digit number."],
    ["200", "Invalid postcode. Please enter a 4-digit number."],
    ["0100", "Invalid postcode"],
  ])("answers %j with %j and the usual order", async (postcode, error) => {
    const page = await charlie(`?postcode=${postcode}`);
    expect(page.nearest.error).toBe(error);
    expect(page.cards.map((c) => [c.name, c.distance])).toEqual([
      ["Charlie Newcastle", null],
      ["Charlie Parramatta", null],
      ["Charlie Hobart", null],
    ]);
    expect(page.filters[0]!.href).toBe("/dealer-locator");
  });

  describe("through a maps API", () => {
    let server: Server;
    let endpoint: string;
    const asked: URL[] = [];
    beforeAll(async () => {
      server = createServer((request, response) => {
        const url = new URL(request.url ?? "/", "http://vendor");
        asked.push(url);
        const postcode = /postal_code:(\d+)/.exec(url.searchParams.get("components") ?? "")?.[1];
        if (postcode === "9999") return void response.writeHead(503).end();
        const body =
          postcode === "7000"
            ? { status: "OK", results: [{ geometry: { location: { lat: -42.88, lng: 147.33 } } }] }
            : { status: "ZERO_RESULTS", results: [] };
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it("asks for the postcode in Australia with the key; no results is 'Invalid postcode'", async () => {
      const maps = httpGeocoder(endpoint, "maps-key");
      expect(await maps.postcode("7000")).toEqual({ lat: -42.88, long: 147.33 });
      expect(asked.at(-1)?.searchParams.get("components")).toBe("country:AU|postal_code:7000");
      expect(asked.at(-1)?.searchParams.get("key")).toBe("maps-key");
      expect(await maps.postcode("2300")).toBeNull();
      expect((await charlie("?postcode=2300", maps)).nearest.error).toBe("Invalid postcode");
    });

    it("falls back to the bundled table when the maps API fails", async () => {
      const maps = httpGeocoder(endpoint, undefined);
      await expect(maps.postcode("9999")).rejects.toThrow("503");
      const page = await charlie("?postcode=9999", maps);
      expect(page.nearest.error).toBeNull();
      expect(page.cards[0]!.distance).not.toBeNull();
    });
  });
});
