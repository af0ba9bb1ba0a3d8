import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  httpFinancePartner,
  localFinancePartner,
  type FinancePartner,
} from "~/features/finance/finance-partner.server";
import { importInventory } from "~/features/inventory/import.server";
import { repayment } from "~/features/finance";
import { recomputeDirtySegments } from "~/features/market/index.server";
import { httpMarketData, localMarketData } from "~/features/vehicle/market-data.server";
import { historyReport } from "~/features/vehicle/history-report.server";
import { carAnalysisPdf } from "~/features/vehicle/car-analysis-pdf.server";
import { vehiclePdf } from "~/features/vehicle/vehicle-pdf.server";
import {
  financeEstimate,
  findCar,
  loadVehiclePage,
  logPhoneReveal,
  marketGauge,
  recordView,
} from "~/features/vehicle/vehicle.server";
import { phone_reveals } from "~/platform/db/schema";
import { imageService } from "~/platform/images/transform.server";
import { logger } from "~/platform/logging/logger.server";
import { TEST_IMAGES } from "../support/test-images";
import { carRow, openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

// The quote needs no database; the partner is built on the test database once it is open.
const services = {
  get financePartner() {
    return localFinancePartner(t.handle.db);
  },
  marketData: localMarketData,
};
const closed = { features: false, specifications: false, comments: false };
const photos = ["side", "front", "rear", "three-quarter", "interior"].map((view) => ({
  image: { url: `/media/vehicle/suv/white/${view}.svg` },
  thumb: { url: `/media/vehicle/suv/white/${view}.svg` },
}));

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase([
    testSite("alpha", { vehicle: { finance_estimate: true }, integrations: { autogauge: true } }),
    testSite("bravo", { integrations: { autogauge: true } }),
  ]);
  const rav4 = (stocknum: string, price: number, extra: Record<string, unknown> = {}) =>
    carRow(stocknum, { make: "Toyota", model: "RAV4", year: 2021, price, simple_body: "suv", body: "SUV", ...extra });
  await importInventory(
    t.scope("alpha"),
    JSON.stringify([
      rav4("A-1", 36_000, { images: photos, dealercomments: "x".repeat(450) }),
      rav4("A-2", 34_000),
      rav4("A-3", 38_000, { status: "sold" }),
      rav4("A-4", 35_000),
      rav4("A-5", 0),
      rav4("A-6", 39_000, { show_on_dealer_website: false }),
    ]),
    "json",
  );
  await importInventory(
    t.scope("bravo"),
    JSON.stringify([
      rav4("B-1", 90_000),
      rav4("B-2", 91_000),
      rav4("B-3", 92_000),
      rav4("B-4", 20_000),
      rav4("B-5", 33_000),
      rav4("B-6", 34_500),
    ]),
    "json",
  );
  await recomputeDirtySegments(t.handle.db);
});
afterAll(() => t.close());

const slugOf = async (site: string, stocknum: string) => {
  const scope = t.scope(site);
  const car = (await scope.db.query.cars.findFirst({
    where: (c, { and, eq }) => and(eq(c.site_id, scope.siteId), eq(c.stocknum, stocknum)),
  }))!;
  return car.slug;
};

describe("a Test Drive Only car (spec 001 section 4, issue 56)", () => {
  it("offers only its test drive: no finance invitation, no other action", async () => {
    const alpha = t.scope("alpha");
    await importInventory(
      alpha,
      JSON.stringify([carRow("A-TDO", { make: "Kia", model: "EV6", tag: "Test Drive Only", price: 60_000 })]),
      "json",
    );
    const page = (await loadVehiclePage(alpha, services, await slugOf("alpha", "A-TDO"), closed))!;
    expect(page.view.actions.map((a) => a.kind)).toEqual(["test-drive"]);
    expect(page.view.financeTeaser).toBeNull();
  });
});

describe("a price cut (issue 56)", () => {
  it("shows what the price was, as the price-drop e-mail says, and the lender's deposit from the price now", async () => {
    const alpha = t.scope("alpha");
    const lender = (price: number) => {
      const terms = {
        price,
        deposit: price / 10,
        establishmentFees: 0,
        residual: 0,
        annualRatePercent: 9,
        termYears: 5,
      };
      const paymentMonth = repayment({ ...terms, periodsPerYear: 12 });
      return {
        "dealer-finance": {
          disclaimer: "",
          deposit: price / 10,
          paymentMonth,
          paymentWeek: repayment({ ...terms, periodsPerYear: 52 }),
          totalPayable: paymentMonth * 60,
          interestRate: 9,
          comparisonRate: 9.5,
          termMonths: 60,
          termYears: 5,
          balloon: 0,
          establishmentFees: 0,
        },
      };
    };
    const car = { make: "Mazda", model: "BT-50", item_type: "truck", simple_body: "cab chassis" };
    const row = (price: number) => carRow("A-CUT", { ...car, price, finance_lenders: lender(12_890) });
    await importInventory(alpha, JSON.stringify([row(12_890)]), "json");
    const before = (await loadVehiclePage(alpha, services, await slugOf("alpha", "A-CUT"), closed))!;
    expect(before.view.price).toMatchObject({ text: "$12,890", was: null });

    await importInventory(alpha, JSON.stringify([row(11_990)]), "json");
    const after = (await loadVehiclePage(alpha, services, await slugOf("alpha", "A-CUT"), closed))!;
    expect(after.view.price).toMatchObject({ text: "$11,990", was: "$12,890" });
    // The feed's lender figures were for $12,890: the deposit keeps its tenth, of $11,990.
    expect(after.view.calculator.defaults.deposit).toBe(1_199);
  });
});

describe("a car kept away from the yard (issue 56)", () => {
  it("says where it is from its private suburb and postcode, with directions there", async () => {
    const alpha = t.scope("alpha");
    await importInventory(
      alpha,
      JSON.stringify([
        carRow("A-PRV", {
          ...{ make: "Yamaha", model: "MT-07", item_type: "motorcycle", simple_body: "motorcycle", price: 11_990 },
          ...{ private_suburb: "Mudgee", private_postcode: "2850" },
        }),
      ]),
      "json",
    );
    const page = (await loadVehiclePage(alpha, services, await slugOf("alpha", "A-PRV"), closed))!;
    expect(page.view.announcement).toEqual({
      text: "Located in Mudgee 2850",
      directions: "https://www.google.com/maps/dir/?api=1&destination=Mudgee%202850%2C%20Australia",
    });
  });
});

describe("the vehicle page is scoped to its site", () => {
  it("finds a car on its own site and answers not found on another", async () => {
    const slug = await slugOf("alpha", "A-1");
    expect((await loadVehiclePage(t.scope("alpha"), services, slug, closed))?.view.car.stocknum).toBe("A-1");
    expect(await loadVehiclePage(t.scope("bravo"), services, slug, closed)).toBeNull();
  });

  it("does not show a car hidden from the dealer website", async () => {
    expect(await findCar(t.scope("alpha"), await slugOf("alpha", "A-6"))).toBeNull();
  });

  it("offers similar cars from the same site only, never the car itself", async () => {
    const page = (await loadVehiclePage(t.scope("alpha"), services, await slugOf("alpha", "A-1"), closed))!;
    const similar = await page.similar;
    expect(similar.map((c) => c.name).length).toBeGreaterThan(0);
    expect(similar.every((c) => c.slug !== page.view.car.slug && !c.slug.endsWith("b-1"))).toBe(true);
    expect(similar.map((c) => c.slug).sort()).toEqual(
      [await slugOf("alpha", "A-2"), await slugOf("alpha", "A-4")].sort(),
    );
  });
});

describe("the call-the-dealer box", () => {
  it("logs 'Missing phone number for a call' when neither the yard nor the site has a number (spec 000 section 8)", async () => {
    const scope = t.scope("alpha");
    const slug = await slugOf("alpha", "A-1");
    const withBox = {
      ...scope,
      config: { ...scope.config, vehicle: { ...scope.config.vehicle, call_dealer_box: true } },
    };
    const warned = vi.spyOn(logger, "warn");
    try {
      expect((await loadVehiclePage(withBox, services, slug, closed))!.view.phone?.phone).toBe("1300 000 000");
      expect(warned.mock.calls.filter(([, message]) => message === "Missing phone number for a call")).toEqual([]);
      const noPhones = {
        ...withBox,
        config: { ...withBox.config, contact: { ...withBox.config.contact, phones: {} } },
      };
      expect((await loadVehiclePage(noPhones, services, slug, closed))!.view.phone).toBeNull();
      expect(warned).toHaveBeenCalledWith({ car: slug }, "Missing phone number for a call");
    } finally {
      warned.mockRestore();
    }
  });
});

describe("the dealer's calendar on the vehicle page", () => {
  it("takes today from the site's time zone: at 09:30 in Sydney (22:30 UTC) it is already the next day", async () => {
    const sydneyMorning = new Date("2026-11-22T22:30:00Z");
    const scope = t.scope("alpha");
    const popup = {
      title: "Spring sale",
      description: "d",
      image_url: "/i.svg",
      button_text: "Go",
      href: "/",
      expiry: "2026-11-22",
    };
    const withPopup = {
      ...scope,
      config: { ...scope.config, vehicle: { ...scope.config.vehicle, promo_popup: popup } },
    };
    const page = (await loadVehiclePage(withPopup, services, await slugOf("alpha", "A-1"), closed, sydneyMorning))!;
    expect(page.view.promoPopup?.today).toBe("2026-11-23");
    const perth = { ...withPopup, config: { ...withPopup.config, time_zone: "Australia/Perth" } };
    expect(
      (await loadVehiclePage(perth, services, await slugOf("alpha", "A-1"), closed, sydneyMorning))!.view.promoPopup
        ?.today,
    ).toBe("2026-11-23");
    expect(
      (await loadVehiclePage(perth, services, await slugOf("alpha", "A-1"), closed, new Date("2026-11-22T15:30:00Z")))!
        .view.promoPopup?.today,
    ).toBe("2026-11-22");
  });
});

describe("view counter and phone reveal log", () => {
  it("counts a view on its own site only", async () => {
    const slug = await slugOf("alpha", "A-2");
    const first = await recordView(t.scope("alpha"), slug);
    const second = await recordView(t.scope("alpha"), slug);
    expect(second!.views).toBe(first!.views + 1);
    expect(second!.car_fields).toHaveProperty("photos_count");
    expect(await recordView(t.scope("bravo"), slug)).toBeNull();
  });

  it("logs a reveal with car_id, dealership_id and the site", async () => {
    const alpha = t.scope("alpha");
    const car = (await findCar(alpha, await slugOf("alpha", "A-1")))!;
    expect(await logPhoneReveal(alpha, car.slug)).toBe(true);
    expect(await logPhoneReveal(t.scope("bravo"), car.slug)).toBe(false);
    const rows = await alpha.db
      .select()
      .from(phone_reveals)
      .where(and(eq(phone_reveals.site_id, alpha.siteId), eq(phone_reveals.car_id, car.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ car_id: car.id, dealership_id: car.dealership_id });
  });
});

describe("finance estimate through the FinancePartner port (spec 000 section 5)", () => {
  const failing: FinancePartner = {
    quote: () => Promise.reject(new Error("partner down")),
    createCustomer: () => Promise.reject(new Error("partner down")),
  };

  it("asks the partner when the price is above 0, no quote exists and the site flag is on", async () => {
    const car = (await findCar(t.scope("alpha"), await slugOf("alpha", "A-1")))!;
    const estimate = await financeEstimate(t.scope("alpha"), services.financePartner, car, 36_000);
    expect(estimate?.weeklyRepaymentAmount).toBeGreaterThan(100);
    expect(estimate?.terms).toEqual({ termYears: 5, deposit: 3600, establishmentFee: 395 });
  });

  it("is empty for a price of 0, on a site without the flag, and when the partner fails", async () => {
    const zero = (await findCar(t.scope("alpha"), await slugOf("alpha", "A-5")))!;
    expect(await financeEstimate(t.scope("alpha"), services.financePartner, zero, 0)).toBeNull();
    const car = (await findCar(t.scope("alpha"), await slugOf("alpha", "A-1")))!;
    expect(await financeEstimate(t.scope("bravo"), services.financePartner, car, 36_000)).toBeNull();
    expect(await financeEstimate(t.scope("alpha"), failing, car, 36_000)).toBeNull();
  });

  it("shows a stored quote without asking again", async () => {
    const car = {
      ...(await findCar(t.scope("alpha"), await slugOf("alpha", "A-1")))!,
      youxQuote: { weeklyRepaymentAmount: 123 },
    };
    expect((await financeEstimate(t.scope("alpha"), failing, car, 36_000))?.weeklyRepaymentAmount).toBe(123);
  });
});

describe("auto-gauge from the platform's market (MarketData port, issue 55)", () => {
  it("compares with other dealers' cars of the segment, never the site's own", async () => {
    const car = (await findCar(t.scope("alpha"), await slugOf("alpha", "A-4")))!;
    const gauge = await marketGauge(t.scope("alpha"), localMarketData, car);
    // Bravo's six RAV4s for sale: 20,000 to 92,000; alpha's own (34,000 to 39,000) are not in it.
    expect(gauge).toMatchObject({ listing_price: 35_000, market_range_min: 26_500, market_range_max: 91_500 });
  });
});

describe("HTTP adapters for the real vendors", () => {
  let server: Server;
  let base = "";
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization ?? ""}`);
      res.setHeader("content-type", "application/json");
      if (req.url === "/v1/quote")
        res.end(JSON.stringify({ weeklyRepaymentAmount: 101.5, advertisedRate: 7.99, comparisonRate: 8.5 }));
      else if (req.url?.startsWith("/v1/gauge?vin=EMPTY")) res.end("");
      else
        res.end(
          JSON.stringify({
            fill: 0.3,
            listing_price: 1,
            market_range_min: 1,
            market_range_max: 2,
            confidence: 0.9,
            description: "d",
          }),
        );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts the quote request with the key and reads the answer", async () => {
    const quote = await httpFinancePartner(base, "k1").quote({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 30_000,
      loanTerm: 5,
      year: 2021,
      vin: null,
      nvic: null,
      whoIsHelping: "",
    });
    expect(quote).toEqual({ weeklyRepaymentAmount: 101.5, advertisedRate: 7.99, comparisonRate: 8.5 });
    expect(seen).toContain("POST /v1/quote Bearer k1");
  });

  it("raises 'No data returned' on an empty market answer", async () => {
    const car = { id: 1, make: "M", model: "X", year: 2020, km: 1, price: 1, vin: "EMPTY", nvic: null };
    await expect(httpMarketData(base, undefined).gauge(t.scope("alpha"), car)).rejects.toThrow("No data returned");
    await expect(httpMarketData(base, undefined).gauge(t.scope("alpha"), { ...car, vin: "OK" })).resolves.toMatchObject(
      { confidence: 0.9 },
    );
  });
});

describe("print PDF", () => {
  it("is a real PDF titled with the car's name, with its photo", async () => {
    const page = (await loadVehiclePage(t.scope("alpha"), services, await slugOf("alpha", "A-1"), closed))!;
    const pdf = await vehiclePdf(
      page.view,
      t.scope("alpha").config,
      imageService(mkdtempSync(path.join(tmpdir(), "pdf-images-")), TEST_IMAGES),
    );
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const titleRef = /\/Title (\d+) 0 R/.exec(text)?.[1];
    expect(text).toContain(`\n${titleRef} 0 obj\n(${page.view.car.name})`);
    expect(text).toContain("/Subtype /Image");
  });
});

describe("Car Analysis download (spec 001 section 6)", () => {
  it("is a real PDF of the market gauge: the price, the range and the confidence", async () => {
    const slug = await slugOf("alpha", "A-4");
    const page = (await loadVehiclePage(t.scope("alpha"), services, slug, closed))!;
    const gauge = (await marketGauge(t.scope("alpha"), localMarketData, (await findCar(t.scope("alpha"), slug))!))!;
    const pdf = await carAnalysisPdf(page.view, gauge, t.scope("alpha").config, new Date("2026-11-26T00:00:00Z"));
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    const titleRef = /\/Title (\d+) 0 R/.exec(text)?.[1];
    expect(text).toContain(`\n${titleRef} 0 obj\n(Car Analysis: ${page.view.car.name})`);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf.length).toBeGreaterThan(1500);
  });
});

describe("history report", () => {
  it("is a PDF for a car whose file it is, on its own site only", async () => {
    const alpha = t.scope("alpha");
    await importInventory(alpha, JSON.stringify([carRow("A-9", { file: "/media/history/A-9.pdf" })]), "json");
    const report = await historyReport(alpha, "/media/history/A-9.pdf");
    expect(report?.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await historyReport(t.scope("bravo"), "/media/history/A-9.pdf")).toBeNull();
    expect(await historyReport(alpha, "/media/history/A-1.pdf")).toBeNull();
  });
});
