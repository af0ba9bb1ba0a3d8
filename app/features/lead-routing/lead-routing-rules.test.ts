import { describe, expect, it } from "vitest";
import { appointmentWords } from "~/features/leads";
import { fillTemplate, firstName } from "./reply-templates";
import { leadYard, type Yard } from "./lead-yard";
import { confirmationMail, type LeadBrief, thanks } from "./lead-words";
import { nextInLine } from "./round-robin";

describe("the round-robin (issue 54)", () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    [
      "one never given a lead comes first",
      [
        { staffId: 2, lastLeadAt: at("2026-11-28T01:00:00Z") },
        { staffId: 3, lastLeadAt: null },
      ],
      [],
      3,
    ],
    [
      "the longest wait comes next",
      [
        { staffId: 2, lastLeadAt: at("2026-11-28T01:00:00Z") },
        { staffId: 3, lastLeadAt: at("2026-11-28T00:59:00Z") },
      ],
      [],
      3,
    ],
    [
      "a tie goes to the earlier member",
      [
        { staffId: 5, lastLeadAt: null },
        { staffId: 4, lastLeadAt: null },
      ],
      [],
      4,
    ],
    [
      "the one the lead is moving away from is skipped",
      [
        { staffId: 4, lastLeadAt: null },
        { staffId: 5, lastLeadAt: at("2026-11-28T01:00:00Z") },
      ],
      [4],
      5,
    ],
    ["nobody left", [{ staffId: 4, lastLeadAt: null }], [4], null],
  ])("%s", (_, candidates, skip, chosen) => {
    expect(nextInLine(candidates, skip)?.staffId ?? null).toBe(chosen);
  });

  it("spreads 30 leads evenly over three", () => {
    let line = [1, 2, 3].map((staffId) => ({ staffId, lastLeadAt: null as Date | null }));
    const given = new Map<number, number>();
    for (let i = 0; i < 30; i++) {
      const next = nextInLine(line)!;
      given.set(next.staffId, (given.get(next.staffId) ?? 0) + 1);
      line = line.map((c) => (c.staffId === next.staffId ? { ...c, lastLeadAt: new Date(1_800_000_000_000 + i) } : c));
    }
    expect([...given.values()]).toEqual([10, 10, 10]);
  });
});

describe("reply templates (issue 54)", () => {
  const tokens = {
    first_name: "Priya",
    car: "2021 Mazda CX-5 Maxx",
    yard: "Geelong",
    yard_phone: "(03) 5222 0000",
    salesperson: "Sam",
  };
  it.each([
    [
      "Hi {first_name}, the {car} is at {yard}. {salesperson}, {yard_phone}",
      tokens,
      "Hi Priya, the 2021 Mazda CX-5 Maxx is at Geelong. Sam, (03) 5222 0000",
    ],
    [
      "Hi {first_name}, about the {car}",
      { ...tokens, first_name: null, car: " " },
      "Hi there, about the car you asked about",
    ],
    ["{unknown} stays as typed", tokens, "{unknown} stays as typed"],
  ])("fills %s", (body, given, filled) => {
    expect(fillTemplate(body, given)).toBe(filled);
  });

  it.each([
    ["Sam Nguyen", "Sam"],
    ["  priya ", "priya"],
    ["", null],
    [null, null],
  ])("takes the first name of %s", (name, first) => expect(firstName(name)).toBe(first));
});

describe("a requested time in plain words (issue 54)", () => {
  it.each([
    ["2026-11-28T09:00", "Geelong", "Sat 28 Nov, 9:00 am at Geelong"],
    ["2026-12-01T13:30", null, "Tue 1 Dec, 1:30 pm"],
    ["next Tuesday", "Geelong", "next Tuesday"],
  ])("%s at %s reads %s", (value, yard, words) => expect(appointmentWords(value, yard)).toBe(words));
});

describe("a lead's yard (issue 54)", () => {
  const yard = (id: number, slug: string, extra: Partial<Yard> = {}): Yard => ({
    id,
    slug,
    name: slug,
    dealership_slug: "metro",
    primary: false,
    sells: true,
    lat: null,
    long: null,
    ...extra,
  });
  // Melbourne CBD and Geelong, and a service centre in Melbourne.
  const yards = [
    yard(1, "melbourne", { lat: -37.81, long: 144.96, primary: true }),
    yard(2, "geelong", { lat: -38.15, long: 144.36, dealership_slug: "bay" }),
    yard(3, "service-centre", { lat: -37.8, long: 144.95, sells: false }),
  ];
  const none = { carYardId: null, location: null, dealershipSlug: null, postcode: null };
  it.each([
    ["the car's yard first", { ...none, carYardId: 3, postcode: "3220" }, "service-centre"],
    ["the location the shopper chose", { ...none, location: "geelong" }, "geelong"],
    ["the dealership the shopper chose", { ...none, dealershipSlug: "bay", postcode: "3000" }, "geelong"],
    ["the sales yard nearest their postcode (3220 is Geelong)", { ...none, postcode: "3220" }, "geelong"],
    ["never a yard that does not sell, however near", { ...none, postcode: "3000" }, "melbourne"],
    ["the primary sales yard when nothing else says", none, "melbourne"],
  ])("%s", (_, place, slug) => {
    expect(leadYard(place, yards)?.slug).toBe(slug);
  });

  it("has no yard on a site without any", () => expect(leadYard(none, [])).toBeNull());
});

describe("the confirmation's first words (issue 54)", () => {
  const site = {
    name: "Metro Used Cars",
    url: "https://www.metro.example",
    phone: null,
    time_zone: "Australia/Sydney",
    refund_terms: "Refundable in full.",
  };
  it.each([
    ["Test Drive", null, {}, "Thanks for booking a test drive with Metro Used Cars."],
    ["Used Car Enquiry", null, {}, "Thanks for your used car enquiry with Metro Used Cars."],
    ["Finance Enquiry", null, {}, "Thanks for your finance enquiry with Metro Used Cars."],
    ["Sell My Car", null, {}, "Thanks for offering your car to Metro Used Cars."],
    [
      "Vehicle Reservation",
      "Reserved online for $200",
      { receipt_url: "https://www.metro.example/r/1" },
      "Thank you: Reserved online for $200 with Metro Used Cars.",
    ],
  ])("%s (%s)", (category, subcategory, fields, words) => {
    expect(thanks({ category, subcategory, fields, site })).toBe(words);
  });
});

describe("a receipt says whether the reservation comes back (issue 56)", () => {
  const brief = (category: string): LeadBrief => ({
    id: 42,
    category,
    subcategory: null,
    name: "Robin",
    last_name: null,
    email: "robin@example.com",
    phone: null,
    message: null,
    fields: { receipt_url: "https://www.metro.example/r/1" },
    created_at: new Date("2026-11-28T00:00:00Z"),
    car: null,
    yard: { name: "Metro Used Cars Wollongong", address: "106 Princes Highway", phone: "(02) 4759 9670" },
    owner: null,
    site: {
      name: "Metro Used Cars",
      url: "https://www.metro.example",
      phone: "1300 000 000",
      time_zone: "Australia/Sydney",
      refund_terms: "Refundable in full until you sign.",
    },
  });
  it("prints the site's refund terms on a reservation's receipt, with the yard's phone", () => {
    const { text } = confirmationMail(brief("Vehicle Reservation"));
    expect(text).toContain("Refunds: Refundable in full until you sign.");
    expect(text).toContain("Phone: (02) 4759 9670");
    expect(text).not.toContain("1300 000 000");
  });
  it("says nothing of refunds on an invoice payment", () => {
    expect(confirmationMail(brief("Invoice payment")).text).not.toContain("Refunds");
  });
});
