import { describe, expect, it } from "vitest";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";
import { commercialCatalogue } from "./catalogue-commercial";
import { passengerCatalogue } from "./catalogue-passenger";
import { newPriceOf, yearsOnSale } from "./car-factory";
import { demoStock } from "./demo-stock";
import { boundsOf } from "./car-details";
import type { Range } from "~/features/cars";
import type { CarSpecifications } from "~/platform/db/json-types";
import { readCarRow } from "~/features/inventory";
import { phoneAreaProblem } from "~/platform/text/phone-area";

const now = new Date("2026-11-21T00:00:00Z");
const thisYear = 2026;
const sites = [...loadSiteRegistry("sites").sites.values()].map((config) => ({
  slug: config.slug,
  ...demoStock(config, now),
}));
const catalogue = [...passengerCatalogue, ...commercialCatalogue];
/** The fields checked here, as the factory writes them (the row type is the import schema's loose input). */
interface Row {
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge?: string;
  body?: string;
  simple_body?: string;
  drive?: string;
  trans?: string;
  simple_transmission?: string;
  fuel?: string;
  engine_size_litres?: number;
  doors?: number;
  item_type?: string;
  car_type: string;
  km: number;
  price: number;
  dealercomments?: string;
}
const cars = sites.flatMap((site) =>
  site.cars.map((c) => ({ site, ...(c.row as Row), location_slug: c.location_slug })),
);

/** What a buyer knows of each vehicle type, written independently of the catalogue. */
const FITS: Record<string, { drives: (string | undefined)[]; trans: (string | undefined)[] }> = {
  car: {
    drives: ["FWD", "RWD", "AWD", "4x4", "4x2"],
    trans: ["Automatic", "Manual", "CVT", "Dual Clutch", "Automated Manual"],
  },
  truck: { drives: ["4x2", "4x4"], trans: ["Automatic", "Manual", "Dual Clutch", "Automated Manual"] },
  motorcycle: { drives: ["Chain", "Belt", "Shaft"], trans: ["Manual"] },
  caravan: { drives: [undefined, "FWD", "RWD"], trans: [undefined, "Automatic", "Automated Manual"] },
};

describe("the generated demo stock", () => {
  it("gives every site a full yard of cars", () => {
    for (const site of sites) expect(site.cars.length, site.slug).toBe(site.profile.carCount);
  });

  it("fits each car's drive, gearbox, fuel and engine to its vehicle type", () => {
    for (const car of cars) {
      const fit = FITS[car.item_type ?? "car"];
      const where = `${car.stocknum} ${car.year} ${car.make} ${car.model} ${car.badge}`;
      expect(fit, where).toBeDefined();
      expect(fit!.drives, where).toContain(car.drive);
      expect(fit!.trans, where).toContain(car.trans);
      if (car.fuel === "Electric") expect(car.engine_size_litres, where).toBeUndefined();
      if (car.fuel === undefined)
        expect([car.trans, car.drive, car.engine_size_litres], where).toEqual([undefined, undefined, undefined]);
      if (car.simple_transmission)
        expect(car.simple_transmission, where).toBe(car.trans === "Manual" ? "Manual" : "Automatic");
      if (car.item_type === "motorcycle") expect([car.doors, car.engine_size_litres! < 2.5], where).toEqual([0, true]);
    }
  });

  it("sells each car with a powertrain, badge and body its model was sold with, in a year it was on sale", () => {
    for (const car of cars) {
      const where = `${car.stocknum} ${car.year} ${car.make} ${car.model} ${car.badge}`;
      const model = car.site.profile.catalogue.find((m) => m.make === car.make && m.model === car.model);
      expect(model, where).toBeDefined();
      expect([car.body, car.simple_body], where).toEqual([model!.body, model!.simple_body]);
      const matching = model!.powertrains.filter(
        (p) =>
          (p.fuel ?? undefined) === car.fuel &&
          (p.drive ?? undefined) === car.drive &&
          (p.trans ?? undefined) === car.trans &&
          (p.engine_litres ?? undefined) === car.engine_size_litres &&
          p.badges.includes(car.badge!),
      );
      expect(matching.length, where).toBeGreaterThan(0);
      expect(
        matching.some((p) => yearsOnSale(model!, p, thisYear).includes(car.year)),
        where,
      ).toBe(true);
      if (car.car_type !== "used") expect(car.year, where).toBeGreaterThanOrEqual(thisYear - 1);
      if (car.car_type === "used") expect(car.year, where).toBeLessThan(thisYear);
    }
  });

  it("asks what a dealer would: new at list, demo a little under, used between 20% and 95% of new and less the older it is", () => {
    const bounds: Record<string, [number, number]> = { new: [0.96, 1.04], demo: [0.88, 0.96], used: [0.2, 0.95] };
    const wrong: string[] = [];
    for (const car of cars.filter((c) => c.price > 0)) {
      const model = car.site.profile.catalogue.find((m) => m.make === car.make && m.model === car.model)!;
      const shares = model.powertrains
        .filter((p) => p.badges.includes(car.badge!) && (p.drive ?? undefined) === car.drive)
        .map((powertrain) => car.price / newPriceOf({ model, powertrain, badge: car.badge! }));
      const [min, max] = bounds[car.car_type]!;
      if (!shares.some((share) => share >= min && share <= max))
        wrong.push(
          `${car.year} ${car.make} ${car.model} ${car.badge} ${car.car_type} $${car.price}: ${shares.map((s) => s.toFixed(2))}`,
        );
    }
    expect(wrong).toEqual([]);
    // The examples the issue found: none of them is now a giveaway.
    const share = (make: string, model: string, year: number) =>
      cars
        .filter((c) => c.make === make && c.model === model && c.year <= year && c.car_type === "used" && c.price > 0)
        .map((c) => c.price / catalogue.find((m) => m.make === make && m.model === model)!.price);
    const oldCruisers = share("Toyota", "LandCruiser", 2016);
    expect(oldCruisers.length).toBeGreaterThan(0);
    expect(Math.min(...oldCruisers)).toBeGreaterThan(0.25);
  });

  it.each([
    ["BYD", "Atto 3", 2022],
    ["Tesla", "Model Y", 2022],
    ["Volkswagen", "ID.4", 2025],
    ["Subaru", "Crosstrek", 2023],
  ])("never has a %s %s from before %i", (make, model, launched) => {
    const years = cars.filter((c) => c.make === make && c.model === model).map((c) => c.year);
    expect(years.length).toBeGreaterThan(0);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(launched);
  });

  it("never makes a Harley an automatic, a Corvette front-wheel drive or an xDrive BMW anything but all-wheel drive", () => {
    expect(
      cars
        .filter((c) => c.make === "Harley-Davidson")
        .every((c) => c.trans === "Manual" && (c.drive === "Belt" || c.drive === "Chain")),
    ).toBe(true);
    expect(cars.filter((c) => c.model === "Corvette").every((c) => c.drive === "RWD")).toBe(true);
    expect(cars.filter((c) => c.badge?.includes("xDrive")).every((c) => c.drive === "AWD")).toBe(true);
  });

  it("keeps every car at a sales yard of its own site whose dealership sells its make", () => {
    for (const car of cars) {
      const location = car.site.locations.find((l) => l.slug === car.location_slug);
      expect(location?.location_type, car.stocknum).toBe("sales");
      const dealership = car.site.dealerships.find((d) => d.slug === location?.dealership_slug);
      if (dealership!.makes.length > 0) expect(dealership!.makes, car.stocknum).toContain(car.make);
    }
  });

  it("writes comments for the car itself, naming its year, model, distance and yard", () => {
    for (const car of cars) {
      const city = car.site.locations.find((l) => l.slug === car.location_slug)!.address.city;
      expect(car.dealercomments, car.stocknum).toContain(`${car.year} ${car.make} ${car.model}`);
      expect(car.dealercomments, car.stocknum).toContain(city);
      if (car.car_type !== "new")
        expect(car.dealercomments, car.stocknum).toContain(`${car.km.toLocaleString("en-AU")} km`);
    }
  });
});

describe("demo stock a dealer would believe (issue 57)", () => {
  const full = sites.flatMap((site) => site.cars.map((c) => ({ site, row: c.row, location_slug: c.location_slug })));
  const figure = (v: unknown) => (typeof v === "number" ? v : null);

  it("bounds every vehicle's sizes, masses, power and torque by its catalogue entry", () => {
    const wrong: string[] = [];
    for (const { site, row } of full) {
      const model = site.profile.catalogue.find((m) => m.make === row.make && m.model === row.model)!;
      const powertrain = model.powertrains.find(
        (p) =>
          p.badges.includes(row.badge!) &&
          (p.engine_litres ?? undefined) === row.engine_size_litres &&
          (p.fuel ?? undefined) === row.fuel,
      )!;
      const bounds = boundsOf(model, powertrain);
      const v = (row.variant ?? {}) as Record<string, unknown>;
      const checks: [string, unknown, Range | null][] = [
        ["length", v.vehiclelength, bounds.length],
        ["width", v.vehiclewidth, bounds.width],
        ["height", v.vehicleheight, bounds.height],
        ["gvm", v.grossvehiclemass, bounds.gvm],
        ["torque", v.torque, bounds.torque],
        ["power", v.power, bounds.power],
      ];
      for (const [name, value, range] of checks) {
        const n = figure(value);
        if (n !== null && range && (n < range[0] || n > range[1]))
          wrong.push(`${row.year} ${row.make} ${row.model} ${name} ${n} outside ${range.join("-")}`);
      }
    }
    expect(wrong).toEqual([]);
    // The issue's example: every Silverado is a full-size pick-up with a V8's torque.
    const silverados = full.filter(({ row }) => row.model === "Silverado" && row.engine_size_litres === 6.2);
    expect(silverados.length).toBeGreaterThan(0);
    for (const { row } of silverados) {
      const v = row.variant as Record<string, unknown>;
      expect(figure(v.vehiclelength)).toBeGreaterThanOrEqual(5000);
      expect(figure(v.torque)).toBeGreaterThanOrEqual(550);
    }
  });

  it("passes every import check: no caravan heavier empty than loaded, no plate before its build", () => {
    const refused = full.flatMap(({ row }) => {
      const parsed = readCarRow(row);
      return parsed.success ? [] : [`${row.stocknum}: ${parsed.error.issues.map((i) => i.message).join("; ")}`];
    });
    expect(refused).toEqual([]);
  });

  it("weighs each caravan as its plate would: a payload of 350 to 750 kg, a ball weight about a tenth of the tare", () => {
    const vans = full.filter(({ row }) => row.item_type === "caravan" && row.simple_body !== "motorhome");
    expect(vans.length).toBeGreaterThan(20);
    for (const { row } of vans) {
      const where = String(row.stocknum);
      const s = row.specifications as CarSpecifications;
      const payload = s.aggregate_trailer_mass! - s.tare_weight!;
      expect(payload, where).toBeGreaterThanOrEqual(350);
      expect(payload, where).toBeLessThanOrEqual(750);
      expect(s.ball_weight! / s.tare_weight!, where).toBeCloseTo(0.1, 1);
      expect(s.gross_trailer_mass, where).toBe(s.aggregate_trailer_mass! - s.ball_weight!);
      expect(s.sleeps, where).toBeGreaterThan(0);
    }
  });

  it("stocks outback with dual cabs, cab chassis and light trucks that tow, and LAMS motorcycles", () => {
    const outback = full
      .filter(({ site }) => site.slug === "outback")
      .map(({ row }) => ({ ...row, variant: (row.variant ?? {}) as Record<string, unknown> }));
    const towing = (body: string) =>
      outback.filter((r) => r.simple_body === body && figure(r.variant?.towingcapacitybraked)! >= 3000);
    expect(outback.filter((r) => r.body === "Dual Cab Utility").length).toBeGreaterThan(10);
    expect(towing("ute").length).toBeGreaterThan(10);
    expect(towing("cab chassis").filter((r) => r.item_type === "truck").length).toBeGreaterThan(10);
    expect(towing("cab chassis").filter((r) => r.item_type === "car").length).toBeGreaterThan(5);
    const lams = outback.filter((r) => r.variant?.licenceclass === "LAMS");
    expect(lams.length).toBeGreaterThan(10);
    expect(lams.every((r) => r.item_type === "motorcycle" && Number(r.engine_size_litres) <= 0.7)).toBe(true);
    expect(outback.filter((r) => r.item_type === "truck").every((r) => r.variant?.licenceclass)).toBe(true);
  });

  it("gives every yard a phone of its own state, and every site's own numbers a yard in their state", () => {
    for (const site of sites) {
      for (const yard of site.locations)
        for (const phone of [yard.contact_detail.phone, yard.contact_detail.landline_phone])
          expect(phoneAreaProblem(phone, yard.address.state), yard.name).toBeNull();
      const config = [...loadSiteRegistry("sites").sites.values()].find((c) => c.slug === site.slug)!;
      for (const phone of Object.values(config.contact.phones ?? {}))
        expect(
          site.locations.some((yard) => phoneAreaProblem(phone, yard.address.state) === null),
          `${site.slug} ${phone}`,
        ).toBe(true);
    }
  });
});
