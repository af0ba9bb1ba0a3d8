import { describe, expect, it } from "vitest";
import { bottomBarActions } from "./bottom-bar-actions";

const view = (over: Partial<Parameters<typeof bottomBarActions>[0]> = {}): Parameters<typeof bottomBarActions>[0] => ({
  car: { slug: "c1" } as never,
  inStock: true,
  actions: [
    { kind: "reserve", label: "Reserve", href: "/cars/c1/buy-online", leadForm: false },
    { kind: "enquire", label: "Enquire", href: "/cars/c1/enquire", leadForm: true },
  ],
  instantMessage: false,
  phone: { masked: "(03) ****", phone: "(03) 9555 0123", href: "tel:0395550123" },
  ...over,
});

describe("the sticky bar's buttons (spec 000 section 2, spec 001 section 4)", () => {
  it.each([
    ["an in-stock car", view(), ["Reserve Car Now", "Enquire Now", "Call Now"]],
    ["a site with chat", view({ instantMessage: true }), ["Reserve Car Now", "Instant Message", "Call Now"]],
    ["a sold car", view({ inStock: false }), ["Find Me Something Similar"]],
    [
      "a car coming soon (issue 56)",
      view({ car: { slug: "c1", status: "coming_soon" } as never, instantMessage: true }),
      ["Find Me Something Similar", "Call Now"],
    ],
    [
      "a Test Drive Only car (issue 56)",
      view({
        instantMessage: true,
        actions: [{ kind: "test-drive", label: "Book a Test Drive", href: "/cars/c1/test-drive", leadForm: true }],
      }),
      ["Book a Test Drive", "Call Now"],
    ],
  ])("%s: %j", (_, shown, labels) => expect(bottomBarActions(shown).map((a) => a.label)).toEqual(labels));
});
