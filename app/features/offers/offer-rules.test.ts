import { describe, expect, it } from "vitest";
import { OfferFormSchema, offerState } from "./offer-rules";

describe("an offer's state on the dealer's day", () => {
  it.each([
    [{ published: false, starts_on: null, ends_on: null }, "draft"],
    [{ published: true, starts_on: null, ends_on: null }, "running"],
    [{ published: true, starts_on: "2026-12-01", ends_on: null }, "scheduled"],
    [{ published: true, starts_on: "2026-11-27", ends_on: "2026-11-27" }, "running"],
    [{ published: true, starts_on: null, ends_on: "2026-11-26" }, "ended"],
  ] as const)("%j is %s on 2026-11-27", (offer, state) => {
    expect(offerState(offer, "2026-11-27")).toBe(state);
  });
});

describe("the offer form", () => {
  const form = (over: Record<string, unknown>) =>
    OfferFormSchema.safeParse({
      name: "Ranger run-out",
      price: "",
      starts_on: "",
      ends_on: "",
      published: true,
      ...over,
    });
  it("reads dollars and days", () => {
    expect(form({ price: "$39,990", ends_on: "2026-12-31" }).data).toMatchObject({
      price: 39990,
      ends_on: "2026-12-31",
      starts_on: undefined,
    });
  });
  it.each([
    [{ name: " " }, "name", "Give the offer a title"],
    [{ price: "39.5" }, "price", "A price is whole dollars, such as 39990"],
    [{ ends_on: "31/12/2026" }, "ends_on", "Give the day as YYYY-MM-DD"],
    [{ starts_on: "2026-12-10", ends_on: "2026-12-01" }, "ends_on", "The last day is before the first"],
  ])("refuses %j at %s", (over, field, message) => {
    const parsed = form(over);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});
