import { describe, expect, it } from "vitest";
import { livePromos, placePromos, type Promo } from "./promo-placement";

const promo = (id: number, overrides: Partial<Promo> = {}): Promo => ({
  id,
  position: null,
  start: null,
  expiry: null,
  car_type: null,
  pinned: false,
  ...overrides,
});
const cards = Array.from({ length: 21 }, (_, i) => `car${i + 1}`);
const shown = (items: (string | Promo)[]) => items.map((x) => (typeof x === "string" ? x : `promo${x.id}`));

describe("promotional cards in the results (spec 000 sections 2 and 9)", () => {
  it("puts a promo at the site's single position 8", () => {
    const out = shown(placePromos(cards, [promo(1)], 8, 0));
    expect(out.indexOf("promo1")).toBe(7);
    expect(out).toHaveLength(22);
  });

  it("uses the promo's own positions before the site's list", () => {
    const out = shown(placePromos(cards, [promo(1, { position: 9 }), promo(2)], [8, 17], 0));
    expect(out.indexOf("promo1")).toBe(8);
    expect(out.indexOf("promo2")).toBe(7);
  });

  it("gives two promos wanting the same list different positions", () => {
    const out = shown(placePromos(cards, [promo(1), promo(2)], [8, 17], 0));
    expect([out.indexOf("promo1"), out.indexOf("promo2")]).toEqual([7, 16]);
  });

  it("places a random position repeatably", () => {
    const a = shown(placePromos(cards, [promo(1)], "random", 42));
    expect(shown(placePromos(cards, [promo(1)], "random", 42))).toEqual(a);
    expect(a).toContain("promo1");
  });

  it("drops a position past the end of a short page", () => {
    expect(shown(placePromos(cards.slice(0, 3), [promo(1)], 8, 0))).toEqual(["car1", "car2", "car3"]);
  });

  it("filters by start, expiry, car type and page; pinned promos repeat", () => {
    const now = new Date("2026-11-21T00:00:00Z");
    const promos = [
      promo(1, { start: "2026-12-01T00:00:00Z" }),
      promo(2, { expiry: "2026-11-20T00:00:00Z" }),
      promo(3, { car_type: "used" }),
      promo(4, { pinned: true }),
      promo(5),
    ];
    expect(livePromos(promos, now, ["new"], 1).map((p) => p.id)).toEqual([4, 5]);
    expect(livePromos(promos, now, ["used"], 1).map((p) => p.id)).toEqual([3, 4, 5]);
    expect(livePromos(promos, now, undefined, 2).map((p) => p.id)).toEqual([4]);
  });
});
