import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, vehicleBreadcrumb } from "./breadcrumb";
import { arrowKeyDelta, gallerySlides, showThumbnails, stepSlide } from "./gallery";
import { carUrl, copiedToast, shareLinks } from "./share-links";
import { feetToMetres, isShownValue, specificationRows, type SpecificationCar } from "~/features/cars";
import { canRotate, frameAfterDrag, hotspotsAt, type SpinHotspot } from "./spin";
import { promoPopupVisible } from "./promo-popup";
import { availability, vehicleJsonLd } from "./vehicle-seo";
import { similarHeading } from "./vehicle-view";

describe("specification rows (spec 000 sections 2 and 3)", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["null", false],
    ["NULL", false],
    [0, true],
    ["Turbo", true],
  ])("shows the value %j: %s", (value, shown) => {
    expect(isShownValue(value)).toBe(shown);
  });

  it("converts caravan feet to metres at 0.3048", () => {
    expect(feetToMetres(20)).toBe("6.10 m");
    expect(feetToMetres(7.5)).toBe("2.29 m");
  });

  it("hides empty rows and shows caravan sizes in metres", () => {
    const caravan: SpecificationCar = {
      year: 2022,
      make: "Jayco",
      model: "Journey",
      badge: "null",
      series: "",
      item_type: "caravan",
      simple_body: "caravan",
      interior_colour: null,
      doors: null,
      seats: null,
      gearnum: null,
      build_date: null,
      compliance_date: null,
      variant: null,
      specifications: {
        body_width: 7.5,
        body_length: 20,
        tare_weight: 2200,
        axle_type: "Tandem",
        sleeps: 4,
        aggregate_trailer_mass: null,
      },
    };
    expect(specificationRows(caravan)).toEqual([
      { label: "Make", value: "Jayco" },
      { label: "Model", value: "Journey" },
      { label: "Year", value: "2022" },
      { label: "Tare mass", value: "2,200 kg" },
      { label: "Body length", value: "6.10 m (20 ft)" },
      { label: "Body width", value: "2.29 m (7.5 ft)" },
      { label: "Berths", value: "4" },
      { label: "Axles", value: "2" },
      { label: "Axle type", value: "Tandem" },
    ]);
  });
});

describe("each kind's own fields (issue 57)", () => {
  const base = {
    year: 2023,
    make: "Make",
    model: "Model",
    badge: null,
    series: null,
    interior_colour: null,
    doors: 0,
    seats: 2,
    gearnum: null,
    build_date: null,
    compliance_date: null,
    variant: null,
    specifications: null,
  };
  const labelled = (car: Partial<SpecificationCar> & Pick<SpecificationCar, "item_type">) =>
    Object.fromEntries(specificationRows({ ...base, simple_body: null, ...car }).map((r) => [r.label, r.value]));

  it("a caravan shows tare, ATM, GTM, payload (ATM less tare), ball weight, tanks, and no engine or doors", () => {
    const rows = labelled({
      item_type: "caravan",
      doors: 1,
      variant: { torque: 400 },
      specifications: {
        tare_weight: 2480,
        aggregate_trailer_mass: 3100,
        gross_trailer_mass: 2850,
        ball_weight: 250,
        body_length: 21,
        sleeps: 4,
        axle_type: "Tandem",
        water_tanks: 190,
        grey_water_tanks: 95,
      },
    });
    expect(rows).toMatchObject({
      "Tare mass": "2,480 kg",
      "ATM (aggregate trailer mass)": "3,100 kg",
      "GTM (gross trailer mass)": "2,850 kg",
      Payload: "620 kg",
      "Ball weight": "250 kg",
      "Body length": "6.40 m (21 ft)",
      Berths: "4",
      Axles: "2",
      "Water tanks": "190 L",
      "Grey water tanks": "95 L",
    });
    expect(Object.keys(rows)).not.toEqual(expect.arrayContaining(["Doors"]));
    expect(rows.Torque).toBeUndefined();
  });

  it.each([
    ["LAMS", "LAMS approved"],
    ["lams approved", "LAMS approved"],
    ["R", "Unrestricted (R)"],
  ])("a motorcycle's licence class %s reads %s, with its seat height and no doors", (licence, shown) => {
    const rows = labelled({
      item_type: "motorcycle",
      variant: { licenceclass: licence, seatheight: 805, enginesize: 689 },
    });
    expect(rows).toMatchObject({ "Licence class": shown, "Seat height": "805 mm", "Engine size": "689 cc" });
    expect(rows.Doors).toBeUndefined();
  });

  it("a truck shows GVM, GCM, cab, wheelbase, axles and licence class", () => {
    const rows = labelled({
      item_type: "truck",
      variant: {
        grossvehiclemass: 8500,
        grosscombinationmass: 12000,
        cabtype: "Wide",
        wheelbase: 3845,
        axleconfiguration: "4x2",
        licenceclass: "MR",
      },
    });
    expect(rows).toMatchObject({
      "GVM (gross vehicle mass)": "8,500 kg",
      "GCM (gross combination mass)": "12,000 kg",
      "Cab type": "Wide",
      Wheelbase: "3,845 mm",
      "Axle configuration": "4x2",
      "Licence class": "Medium rigid (MR)",
    });
    expect(rows["Gross vehicle mass"]).toBeUndefined();
  });

  it("a ute shows its towing capacity braked and unbraked", () => {
    const rows = labelled({ item_type: "car", variant: { towingcapacitybraked: 3500, towingcapacityunbraked: 750 } });
    expect(rows).toMatchObject({ "Towing capacity (braked)": "3,500 kg", "Towing capacity (unbraked)": "750 kg" });
  });
});

describe("specification values as they read (issue 56)", () => {
  const car = (variant: Record<string, string | number | null>, doors: number | null = 4): SpecificationCar => ({
    year: 2021,
    make: "Toyota",
    model: "HiLux",
    badge: null,
    series: null,
    item_type: "car",
    simple_body: "ute",
    interior_colour: null,
    doors,
    seats: null,
    gearnum: null,
    build_date: null,
    compliance_date: null,
    variant,
    specifications: null,
  });
  const value = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;
  it.each([
    [{ torque: "200Nm" }, "Torque", "200 Nm"],
    [{ torque: "500 nm" }, "Torque", "500 Nm"],
    [{ torque: 420 }, "Torque", "420 Nm"],
    [{ fuelconsumptioncombined: 6.1 }, "Fuel consumption (combined)", "6.1 L/100km"],
    [{ fuelconsumptioncombined: "7" }, "Fuel consumption (combined)", "7.0 L/100km"],
    [{ grossvehiclemass: "3,100kg" }, "Gross vehicle mass", "3,100 kg"],
  ])("%j reads as %s: %s", (variant, label, shown) =>
    expect(value(specificationRows(car(variant)), label)).toBe(shown),
  );

  it("shows no doors on a vehicle without them", () => {
    expect(value(specificationRows(car({}, 0)), "Doors")).toBeUndefined();
    expect(value(specificationRows(car({}, 2)), "Doors")).toBe("2");
  });
});

describe("gallery (spec 000 sections 2 and 9)", () => {
  const images = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ image: { url: `/p${i}.jpg` }, thumb: { url: `/t${i}.jpg` } }));
  it.each([
    [3, false],
    [4, true],
  ])("with %d images shows thumbnails: %s", (count, shown) => {
    expect(showThumbnails(count)).toBe(shown);
  });
  it("inserts the custom slide at position 2", () => {
    const slides = gallerySlides(images(3), "Car", { image_url: "/promo.jpg", alt: "Promo", href: "/offers" });
    expect(slides.map((s) => s.src)).toEqual(["/p0.jpg", "/promo.jpg", "/p1.jpg", "/p2.jpg"]);
  });
  it.each([
    [0, -1, 0],
    [0, 1, 1],
    [3, 1, 3],
    [3, -1, 2],
  ] as const)("from slide %d a step of %d in 4 lands on %d (arrows stop at the ends)", (from, delta, to) => {
    expect(stepSlide(from, delta, 4)).toBe(to);
  });
  it.each([
    ["ArrowLeft", -1],
    ["ArrowRight", 1],
    ["ArrowUp", null],
  ])("key %s moves %s", (key, delta) => {
    expect(arrowKeyDelta(key)).toBe(delta);
  });
});

describe("360 spin (spec 000 sections 2 and 9)", () => {
  it.each([
    [0, 19, 0],
    [0, 20, 35],
    [0, -20, 1],
    [5, -100, 10],
    [0, 40, 34],
  ])("from frame %d a drag of %d px lands on frame %d of 36 (20 px per frame)", (start, drag, frame) => {
    expect(frameAfterDrag(start, drag, 36)).toBe(frame);
  });
  it("rotates only once the full set has loaded", () => {
    expect(canRotate(35, 36)).toBe(false);
    expect(canRotate(36, 36)).toBe(true);
  });
  it("shows exterior hotspots on the frames nearest their angle", () => {
    const hotspots: SpinHotspot[] = [
      { view: "exterior", angle: 90, x: 0.5, y: 0.5, title: "Paint", description: "d" },
      { view: "interior", angle: 90, x: 0.5, y: 0.5, title: "Screen", description: "d" },
    ];
    expect(hotspotsAt(hotspots, 9, 36).map((h) => h.title)).toEqual(["Paint"]);
    expect(hotspotsAt(hotspots, 10, 36)).toEqual([]);
  });
});

describe("breadcrumb (spec 001 section 2: Home > car type > make > model if known > body > title)", () => {
  const car = {
    car_type: "used",
    make: "Toyota",
    model: "RAV4",
    body: "Wagon",
    simple_body: "SUV",
    name: "2020 Toyota RAV4 GX",
  };
  it("includes a known model", () => {
    expect(vehicleBreadcrumb(car, true, "search")).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/search/used-cars" },
      { label: "Toyota", href: "/search/toyota" },
      { label: "RAV4", href: "/search/toyota/rav4" },
      { label: "SUV", href: "/search/suv" },
      { label: "2020 Toyota RAV4 GX", href: null },
    ]);
  });
  it("leaves out an unknown model and follows the used-car path", () => {
    expect(vehicleBreadcrumb(car, false, "used-car").map((c) => c.href)).toEqual([
      "/",
      "/used-car",
      "/used-car/toyota",
      "/search/suv",
      null,
    ]);
  });
  it("is published as a schema.org BreadcrumbList with absolute addresses, ending at the car's page", () => {
    const list = breadcrumbJsonLd(
      vehicleBreadcrumb(car, false, "search"),
      "https://www.dealer.example/",
      "https://www.dealer.example/cars/rav4-gx",
    );
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.dealer.example/" },
        { "@type": "ListItem", position: 2, name: "Used Cars", item: "https://www.dealer.example/search/used-cars" },
        { "@type": "ListItem", position: 3, name: "Toyota", item: "https://www.dealer.example/search/toyota" },
        { "@type": "ListItem", position: 4, name: "SUV", item: "https://www.dealer.example/search/suv" },
        {
          "@type": "ListItem",
          position: 5,
          name: "2020 Toyota RAV4 GX",
          item: "https://www.dealer.example/cars/rav4-gx",
        },
      ],
    });
  });
  it("falls back to the body when the car has no simple body", () => {
    expect(vehicleBreadcrumb({ ...car, simple_body: null }, true, "search").at(-2)).toEqual({
      label: "Wagon",
      href: "/search/wagon",
    });
  });
});

describe("share (spec 000 section 2)", () => {
  const url = carUrl("https://dealer.example/", "a-car");
  it("builds links from the site url plus /cars/{slug}", () => {
    expect(url).toBe("https://dealer.example/cars/a-car");
    expect(shareLinks(url, "A Car", false).map((l) => l.network)).toEqual([
      "facebook",
      "twitter",
      "whatsapp",
      "email",
      "sms",
    ]);
    expect(shareLinks(url, "A Car", false)[0]!.href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdealer.example%2Fcars%2Fa-car",
    );
  });
  it("can hide Twitter", () => {
    expect(shareLinks(url, "A Car", true).map((l) => l.network)).not.toContain("twitter");
  });
  it("toasts the copy in the spec's words", () => {
    expect(copiedToast("2020 Toyota RAV4")).toBe("Copied 2020 Toyota RAV4 to your clipboard!");
  });
});

describe("similar cars heading (spec 000 section 2)", () => {
  it.each([
    ["car", false, "Similar Cars In-Stock"],
    ["caravan", false, "Similar Caravans In-Stock"],
    [null, true, "Similar Cars Available"],
  ])("%s on a subscription site %s: %s", (type, subscriptions, heading) => {
    expect(similarHeading(type, subscriptions)).toBe(heading);
  });
});

describe("JSON-LD offers", () => {
  it.each([
    ["in_stock", "https://schema.org/InStock"],
    ["coming_soon", "https://schema.org/PreOrder"],
    ["sold", "https://schema.org/SoldOut"],
  ])("%s is %s", (status, value) => {
    expect(availability(status)).toBe(value);
  });
  it("prices in AUD and leaves out a price of 10 or less", () => {
    const car = {
      name: "A",
      slug: "a",
      year: 2020,
      make: "M",
      model: "X",
      badge: null,
      body: null,
      colour: null,
      fuel: null,
      trans: null,
      km: 1,
      vin: null,
      car_type: "used",
      status: "in_stock",
      dealercomments: null,
    };
    const priced = vehicleJsonLd(car, { url: "u", image: null, price: 100, sellerName: "S" }).offers as Record<
      string,
      unknown
    >;
    expect(priced).toMatchObject({ price: 100, priceCurrency: "AUD" });
    expect(vehicleJsonLd(car, { url: "u", image: null, price: 10, sellerName: "S" }).offers).not.toHaveProperty(
      "price",
    );
  });
});

describe("promotional popup (spec 000 section 2)", () => {
  const popup = {
    title: "EOFY",
    description: "d",
    image_url: "/p.svg",
    button_text: "Go",
    href: "/eofy",
    expiry: "2026-11-30",
  };
  it.each([
    ["2026-11-21", null, true],
    ["2026-11-30", null, true],
    ["2026-12-01", null, false],
    ["2026-11-21", "EOFY", false],
    ["2026-11-21", "An older popup", true],
  ])("on %s with %j dismissed shows: %s", (today, dismissed, shown) => {
    expect(promoPopupVisible(popup, today, dismissed)).toBe(shown);
  });
  it("shows a popup without an expiry until dismissed", () => {
    expect(promoPopupVisible({ ...popup, expiry: undefined }, "2030-01-01", null)).toBe(true);
  });
});
