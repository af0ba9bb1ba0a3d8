import { describe, expect, it } from "vitest";
import { testSite } from "~/../tests/support/test-database";
import { syntheticCars } from "~/../tests/support/synthetic-cars";
import { carCardView } from "./card-view";

describe("what a card offers follows what the car allows (issue 36)", () => {
  const [car] = syntheticCars(1);
  const card = (changes: object) =>
    carCardView({ ...car!, price: 25_000, ...changes }, testSite("alpha"), 0, () => null);
  it.each([
    ["an in-stock car", { status: "in_stock", tag: null }, "enquire", true],
    ["a car coming soon", { status: "coming_soon", tag: null }, "enquire", true],
    ["a Test Drive Only car", { status: "in_stock", tag: "Test Drive Only" }, "test-drive", true],
    ["a sold car", { status: "sold", tag: null }, "similar", false],
  ])("%s offers %s, and its details show: %s", (_, changes, offers, details) => {
    const view = card(changes);
    expect(view.offers).toBe(offers);
    expect(view.details !== null).toBe(details);
  });

  it("shows a caravan's details though it has no gearbox or fuel", () => {
    expect(card({ status: "in_stock", transmission: null, fuel: null }).details).toMatchObject({ transmission: null });
  });
});
