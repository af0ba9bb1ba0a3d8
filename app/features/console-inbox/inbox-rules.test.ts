import { describe, expect, it } from "vitest";
import { barShare, dashboardPeriod } from "./dashboard-rules";
import { toCsv } from "~/platform/text/csv";
import { contactLinks, followUp, inboxQuery, isInternalAnswer, parseInboxFilters, waited } from "./inbox-rules";
import { leadIdOfReference } from "./lead-reference";
import { leadsCsv } from "./lead-csv";
import { leadReference } from "~/features/leads";

describe("the inbox's filters live in its address (issue 39)", () => {
  it("reads what it knows and drops what it does not", () => {
    const filters = parseInboxFilters(
      new URLSearchParams("q= smith &status=won&kind=Test Drive&from=2026-11-01&to=nope&yard=4&assignee=me&page=3&x=1"),
    );
    expect(filters).toEqual({
      q: "smith",
      kind: "Test Drive",
      status: "won",
      from: "2026-11-01",
      to: "",
      yard: 4,
      car: "",
      assignee: "me",
      page: 3,
    });
    expect(inboxQuery(filters, 1)).toBe("?q=smith&kind=Test+Drive&status=won&from=2026-11-01&assignee=me&yard=4");
    expect(parseInboxFilters(new URLSearchParams("status=sold&assignee=bob&page=-2"))).toMatchObject({
      status: "",
      assignee: "",
      page: 1,
    });
  });
});

describe("the follow-up's status", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  const fresh = { status: "new" as const, first_contacted_at: null };

  it("records the first move on from new as the first contact, once", () => {
    expect(followUp(fresh, "contacted", "", now)).toEqual({
      ok: true,
      status: "contacted",
      first_contacted_at: now,
      lost_reason: null,
    });
    const earlier = new Date("2026-11-25T09:00:00Z");
    expect(followUp({ status: "contacted", first_contacted_at: earlier }, "won", "", now)).toMatchObject({
      first_contacted_at: earlier,
    });
  });

  it("asks why a lead was lost", () => {
    expect(followUp(fresh, "lost", "  ", now)).toEqual({ ok: false, error: "Say why the lead was lost." });
    expect(followUp(fresh, "lost", "Bought elsewhere", now)).toMatchObject({
      ok: true,
      lost_reason: "Bought elsewhere",
    });
  });
});

describe("time to first contact", () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26) + minutes * 60_000);
  it.each([
    [0, "0 min"],
    [45, "45 min"],
    [60, "1 h"],
    [125, "2 h 5 min"],
    [24 * 60, "1 day"],
    [3 * 24 * 60 + 4 * 60, "3 days 4 h"],
  ])("%i minutes: %s", (minutes, text) => {
    expect(waited(at(0), at(minutes))).toBe(text);
  });
});

describe("the CSV export", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(
      toCsv(
        ["Name", "Note"],
        [
          ["Smith, Jo", 'said "hi"'],
          ["=HYPERLINK(1)", null],
        ],
      ),
    ).toBe('Name,Note\r\n"Smith, Jo","said ""hi"""\r\n\'=HYPERLINK(1),\r\n');
  });
});

describe("a lead found by the reference the shopper quotes", () => {
  it("turns a reference back into its lead, whatever its case", () => {
    for (const id of [1, 2, 999, 123_456, 887_503_680]) expect(leadIdOfReference(leadReference(id))).toBe(id);
    expect(leadIdOfReference(leadReference(42).toLowerCase())).toBe(42);
    expect(leadIdOfReference("HILUX1")).toBeNull();
    expect(leadIdOfReference("smith")).toBeNull();
  });
});

describe("the dashboard's periods and bars", () => {
  it("reads today, 7 or 30 days, 7 unless told", () => {
    expect(dashboardPeriod("today").days).toBe(1);
    expect(dashboardPeriod("30d").days).toBe(30);
    expect(dashboardPeriod(null).days).toBe(7);
    expect(dashboardPeriod("1y").days).toBe(7);
  });

  it.each([
    [10, 10, 100],
    [5, 10, 50],
    [1, 1000, 2],
    [0, 10, 0],
  ])("%i of %i: %i%", (n, most, share) => {
    expect(barShare(n, most)).toBe(share);
  });
});

describe("a lead worked from a phone (issue 54)", () => {
  it.each([
    [
      "a mobile",
      { phone: "0412 345 678", email: "priya@example.com" },
      {
        call: "tel:+61412345678",
        sms: "sms:+61412345678",
        email: "mailto:priya%40example.com?subject=Your%20enquiry",
        whatsapp: "https://wa.me/61412345678",
      },
    ],
    [
      "a landline: no text or WhatsApp",
      { phone: "(03) 5222 0000", email: null },
      { call: "tel:+61352220000", sms: null, email: null, whatsapp: null },
    ],
    ["nothing to call", { phone: "call me", email: null }, { call: null, sms: null, email: null, whatsapp: null }],
  ])("%s", (_, lead, links) => {
    expect(contactLinks(lead, "Your enquiry")).toEqual(links);
  });

  it.each([
    ["code", true],
    ["verification_code", true],
    ["car_id", true],
    ["Dealership slug", false],
    ["dealership_slug", true],
    ["opt_in", true],
    ["trade_in_make", false],
    ["rego", false],
  ])("treats the answer %s as internal: %s", (name, internal) => {
    expect(isInternalAnswer(name)).toBe(internal);
  });
});

describe("the leads export a CRM takes (issue 54)", () => {
  const row = {
    id: 42,
    created_at: new Date("2026-11-27T22:14:00Z"),
    category: "Finance Enquiry",
    subcategory: null,
    name: "Zoë",
    last_name: "Nguyễn",
    email: "zoe@example.com",
    phone: "0412345678",
    postcode: "3220",
    message: "Is it still available?",
    source: "Website",
    fields: { appointment_at: "2026-11-30T09:00", loan_amount: 25000, deposit: 5000, code: "176197", car_id: 9 },
    lead_attributes: { linked_query_params: { utm_source: "google", utm_campaign: "spring-sale" } },
    stocknum: "G-1",
    car_name: "2021 Mazda CX-5",
    yard: "Geelong",
    status: "contacted",
    assignee: "Sam",
    first_contacted_at: new Date("2026-11-27T22:17:00Z"),
  };
  const csv = leadsCsv([row], "Australia/Melbourne");
  const [header, line] = csv.split("\r\n");

  it("starts with a byte-order mark and names the zone its times are in", () => {
    expect(csv.startsWith("\uFEFFReceived (Australia/Melbourne),Reference,")).toBe(true);
    expect(header).toContain("Message,Source,Campaign,Appointment,Finance");
  });

  it("gives local times, the message, source and campaign, postcode, appointment and finance, never a code", () => {
    expect(line).toBe(
      `2026-11-28 09:14,${leadReference(42)},Finance Enquiry,,Zoë,Nguyễn,zoe@example.com,0412345678,3220,Is it still available?,Website (google),spring-sale,2026-11-30 09:00,loan amount: 25000; deposit: 5000,G-1,2021 Mazda CX-5,Geelong,Contacted,Sam,2026-11-28 09:17,3`,
    );
  });
});
