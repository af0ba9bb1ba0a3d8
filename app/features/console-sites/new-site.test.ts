import { describe, expect, it } from "vitest";
import { wordmarkLines } from "~/platform/media/wordmark.server";
import { firstYard, NewSiteSchema, siteAddress } from "./new-site";
import { LocationEntrySchema } from "~/platform/tenancy/location-config";

const form = {
  name: "Dubbo Motors",
  slug: "dubbo-motors",
  domains: "WWW.DubboMotors.com.au, dubbomotors.com.au",
  template: "franchise",
  primary: "#1d4ed8",
  accent: "#b45309",
  location: {
    name: "Dubbo Motors Cobra Street",
    street: "120 Cobra Street",
    city: "Dubbo",
    state: "NSW",
    postcode: "2830",
    lat: "-32.2427",
    long: "148.6016",
    phone: "",
  },
};

describe("a new dealer site's form (issue 41)", () => {
  it("reads domains separated by spaces or commas, in lower case", () => {
    expect(NewSiteSchema.parse(form).domains).toEqual(["www.dubbomotors.com.au", "dubbomotors.com.au"]);
  });

  it.each([
    [{ slug: "Dubbo Motors" }, "slug", "A slug is lower-case letters and digits joined by -, such as dubbo-motors"],
    [{ domains: " " }, "domains", "Give at least one domain"],
    [{ domains: "dubbo motors" }, "domains.0", "Use a domain such as www.dubbomotors.com.au"],
    [{ primary: "blue" }, "primary", "Use a #rrggbb colour"],
    [{ template: "boats" }, "template", "Choose a template"],
    [{ name: "" }, "name", "Give the dealer's name"],
  ])("refuses %j at %s", (change, path, message) => {
    const parsed = NewSiteSchema.safeParse({ ...form, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join("."), i.message])).toContainEqual([path, message]);
  });

  it("makes the first yard a primary sales yard, open weekdays and Saturday morning", () => {
    const yard = LocationEntrySchema.parse(firstYard(NewSiteSchema.parse(form)));
    expect(yard).toMatchObject({ slug: "dubbo-motors-cobra-street", primary: true, location_type: "sales" });
    expect(yard.contact_detail.phone).toBeNull();
    expect(yard.contact_detail.opening_hours.sales?.find((d) => d.weekday === 6)).toMatchObject({
      open: "08:30",
      close: "12:00",
      formated_hours: "08:30 - 12:00",
    });
  });

  it.each([
    ["http://metro-used.localhost:3000/console/sites", "http://dubbo-motors.localhost:3000/"],
    ["http://localhost:3210/console/sites", "http://dubbo-motors.localhost:3210/"],
    ["https://console.metroused.com.au/console/sites", "https://www.dubbomotors.com.au/"],
  ])("opens the site from %s at %s", (console, address) => {
    expect(siteAddress(new URL(console), "dubbo-motors", "https://www.dubbomotors.com.au")).toBe(address);
  });
});

describe("the wordmark drawn for a new site's logo", () => {
  it.each([
    ["Dubbo Motors", ["Dubbo Motors"]],
    ["Orange City Car Centre", ["Orange City", "Car Centre"]],
    ["Supercalifragilistic", ["Supercalifragilistic"]],
    ["Bathurst Trucks, Bikes & Caravans", ["Bathurst Trucks,", "Bikes & Caravans"]],
  ])("sets %s on %j", (name, lines) => {
    expect(wordmarkLines(name)).toEqual(lines);
  });
});
