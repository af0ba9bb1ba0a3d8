import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/platform/tenancy/site-config";
import { testSite } from "~/../tests/support/test-database";
import { cardTag } from "./card-tag";

const NOW = Date.UTC(2026, 10, 21) / 1000;
const DAY = 86_400;
const defaults = testSite("alpha").cards;
const green = { ...defaults, green_fuel_tag: true, certified_badge_image: "/sites/alpha/certified.svg" };
const old = NOW - 30 * DAY;
const car = {
  status: "in_stock",
  fuel: "Petrol",
  reserved: false,
  certified: false,
  tag: null,
  created_at_timestamp: old,
};

describe("card tag precedence (spec 000 section 4), first match wins", () => {
  it.each([
    [
      "electric, where enabled, beats everything",
      { fuel: "Electric", reserved: true, tag: "runout sale" },
      green,
      { kind: "green", label: "Electric" },
    ],
    ["hybrid, where enabled", { fuel: "Petrol Hybrid" }, green, { kind: "green", label: "Hybrid" }],
    ["electric is not tagged where not enabled", { fuel: "Electric" }, defaults, null],
    [
      "reserved beats the certified badge",
      { reserved: true, certified: true },
      green,
      { kind: "reserved", label: "Reserved" },
    ],
    [
      "certified badge beats the custom tag",
      { certified: true, tag: "runout sale" },
      green,
      { kind: "certified", image: "/sites/alpha/certified.svg" },
    ],
    [
      "no badge image: the custom tag",
      { certified: true, tag: "runout sale" },
      defaults,
      { kind: "custom", label: "runout sale" },
    ],
    [
      "custom tag beats COMING SOON",
      { status: "coming_soon", tag: "Test Drive Only" },
      defaults,
      { kind: "custom", label: "Test Drive Only" },
    ],
    [
      "COMING SOON beats just arrived",
      { status: "coming_soon", created_at_timestamp: NOW - DAY },
      defaults,
      { kind: "coming-soon", label: "COMING SOON" },
    ],
    [
      "just arrived within 8 days reads New",
      { created_at_timestamp: NOW - 8 * DAY },
      defaults,
      { kind: "just-arrived", label: "New" },
    ],
    ["9 days ago is not just arrived", { created_at_timestamp: NOW - 9 * DAY }, defaults, null],
    [
      "not in stock shows JUST SOLD",
      { status: "sold", reserved: true, fuel: "Electric" },
      green,
      { kind: "sold", label: "JUST SOLD" },
    ],
  ] as const)("%s", (_name, overrides, cards, tag) => {
    expect(cardTag({ ...car, ...overrides }, cards, NOW)).toEqual(tag);
  });

  it("uses the site's sold wording and just-arrived window", () => {
    const cards = parseSiteConfig(
      { ...testSite("beta"), cards: { sold_tag_label: "SOLD", just_arrived_days: 2, just_arrived_label: "Just In" } },
      "beta",
    ).cards;
    expect(cardTag({ ...car, status: "sold" }, cards, NOW)).toEqual({ kind: "sold", label: "SOLD" });
    expect(cardTag({ ...car, created_at_timestamp: NOW - 3 * DAY }, cards, NOW)).toBeNull();
    expect(cardTag({ ...car, created_at_timestamp: NOW - DAY }, cards, NOW)).toEqual({
      kind: "just-arrived",
      label: "Just In",
    });
  });
});
