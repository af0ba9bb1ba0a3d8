import { describe, expect, it } from "vitest";
import { adfXml, type AdfLead } from "./adf";
import { appointmentSlots, clockLabel } from "./appointment-slots";
import { describeLeads } from "./describe-leads";
import { retryDelayMs } from "~/platform/outbox/outbox-rules";
import { readReceipt } from "./lead-receipt";
import { leadReference, successHeading, successText } from "./success-note";
import { addVisit, emptyTrail, fitTrail, MAX_VISITED_PAGES, readTrail, visitedPage } from "./visit-trail";

describe("appointment slots (spec 000 section 3)", () => {
  it("offers the site's times on each of the next days, from tomorrow at the dealer", () => {
    // 14:00 UTC on 21 Nov is already 22 Nov in Sydney, so the first slot is the 23rd.
    const slots = appointmentSlots(
      { days_ahead: 2, times: ["09:00", "13:30"] },
      new Date("2026-11-21T14:00:00Z"),
      "Australia/Sydney",
    );
    expect(slots).toEqual([
      { value: "2026-11-23T09:00", label: "Mon 23 Nov, 9:00 am" },
      { value: "2026-11-23T13:30", label: "Mon 23 Nov, 1:30 pm" },
      { value: "2026-11-24T09:00", label: "Tue 24 Nov, 9:00 am" },
      { value: "2026-11-24T13:30", label: "Tue 24 Nov, 1:30 pm" },
    ]);
  });

  it.each([
    ["00:00", "12:00 am"],
    ["12:00", "12:00 pm"],
    ["16:05", "4:05 pm"],
  ])("%s reads %s", (time, label) => expect(clockLabel(time)).toBe(label));
});

describe("the visit trail (lead_attributes)", () => {
  it("keeps pages in order, counts a repeat once, and keeps the first campaign parameters", () => {
    let trail = addVisit(emptyTrail(), "/?utm_source=google&utm_campaign=spring&page=2");
    trail = addVisit(trail, "/search/used-cars?gclid=abc");
    trail = addVisit(trail, "/search/used-cars?gclid=abc");
    trail = addVisit(trail, "/cars/x?utm_source=facebook&fbclid=f1");
    expect(trail).toEqual({
      visited_pages: [
        "/?utm_source=google&utm_campaign=spring&page=2",
        "/search/used-cars?gclid=abc",
        "/cars/x?utm_source=facebook&fbclid=f1",
      ],
      linked_query_params: { utm_source: "google", utm_campaign: "spring", gclid: "abc", fbclid: "f1" },
    });
  });

  it("keeps the newest 20 pages and reads back what it wrote", () => {
    let trail = emptyTrail();
    for (let i = 0; i < 25; i++) trail = addVisit(trail, `/page-${i}`);
    expect(trail.visited_pages).toHaveLength(MAX_VISITED_PAGES);
    expect(trail.visited_pages[0]).toBe("/page-5");
    expect(readTrail(JSON.parse(JSON.stringify(trail)))).toEqual(trail);
  });

  it("stays inside a cookie's size by dropping the oldest pages", () => {
    let trail = emptyTrail();
    for (let i = 0; i < 20; i++) trail = addVisit(trail, `/search/${"x".repeat(180)}${i}`);
    const fitted = fitTrail(trail);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(2200);
    expect(fitted.visited_pages.at(-1)).toBe(trail.visited_pages.at(-1));
  });

  it("reads a tampered or broken cookie as an empty trail, and keeps only campaign parameters", () => {
    expect(readTrail("not a trail")).toEqual(emptyTrail());
    expect(readTrail(null)).toEqual(emptyTrail());
    expect(
      readTrail({ visited_pages: ["/a", 5], linked_query_params: { utm_source: "x", admin: "1", utm_medium: 3 } }),
    ).toEqual({
      visited_pages: ["/a"],
      linked_query_params: { utm_source: "x" },
    });
  });

  it.each([
    ["/cars/x?utm_source=a", "/cars/x?utm_source=a"],
    ["/", "/"],
    ["/search/used-cars?gclid=g&page=2", "/search/used-cars?gclid=g&page=2"],
    ["/cars/x/view.json", null],
    ["/img?src=/a.svg", null],
    ["/cars/x.data", null],
    ["//evil.example/x", null],
    ["https://evil.example/", null],
    ["", null],
    [null, null],
  ])("the pixel naming %s records the page view %s", (named, expected) => {
    expect(visitedPage(named)).toBe(expected);
  });
});

describe("the outbox retry schedule", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [50, 3_600_000],
  ])("after attempt %i it waits %i ms, and never gives up", (attempts, wait) => {
    expect(retryDelayMs(attempts)).toBe(wait);
  });
});

const lead: AdfLead = {
  id: 42,
  created_at: new Date("2026-11-21T01:02:03Z"),
  category: "Test Drive",
  subcategory: null,
  name: "Jo",
  last_name: "O'Brien & Sons",
  email: "jo@example.com",
  phone: "0412345678",
  postcode: "2000",
  message: "Saturday <morning>",
  appointment_at: "2026-11-23T09:00",
  vehicle: {
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    stock_number: "S1",
    vin: "VIN1",
    price: 25990,
    car_type: "used",
  },
  dealership_name: "Metro Used Cars",
  site_name: "Metro Used Cars",
};

describe("ADF/XML", () => {
  it("carries the prospect, vehicle and customer, escaped", () => {
    const xml = adfXml(lead);
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(xml).toContain('<id sequence="1" source="Metro Used Cars">42</id>');
    expect(xml).toContain("<requestdate>2026-11-21T01:02:03.000Z</requestdate>");
    expect(xml).toContain(
      '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model><vin>VIN1</vin><stock>S1</stock>',
    );
    expect(xml).toContain('<price type="asking" currency="AUD">25990</price>');
    expect(xml).toContain('<name part="last">O&#39;Brien &amp; Sons</name>');
    expect(xml).toContain("<comments>Saturday &lt;morning&gt;\nPreferred test drive time: 2026-11-23T09:00</comments>");
    expect(xml).toContain("<postalcode>2000</postalcode>");
  });

  it("leaves out the vehicle of a general enquiry", () => {
    expect(adfXml({ ...lead, vehicle: null })).not.toContain("<vehicle");
  });
});

describe("the success note", () => {
  const receipt = { lead_id: 7, category: "Test Drive", subcategory: null, event_id: 17, car_slug: "a-car" };

  it("reads back the stored success category and refuses anything else", () => {
    expect(readReceipt(JSON.parse(JSON.stringify(receipt)))).toEqual(receipt);
    expect(readReceipt({ ...receipt, lead_id: null })).toEqual({ ...receipt, lead_id: null });
    expect(readReceipt({ lead_id: "7" })).toBeNull();
    expect(readReceipt(undefined)).toBeNull();
  });

  it("names the lead's reference once it is stored", () => {
    expect(successText(receipt)).toBe(
      "We have received your Test Drive (reference Y2TK29) and a member of our team will be in touch shortly.",
    );
    expect(successText({ ...receipt, lead_id: null })).toBe(
      "We have received your Test Drive and a member of our team will be in touch shortly.",
    );
  });

  it.each([
    [receipt, "Thanks for booking a test drive"],
    [
      { ...receipt, category: "Used Car Enquiry", subcategory: "Find me something similar" },
      "Thanks, we'll find you something similar",
    ],
    [{ ...receipt, category: "General Enquiry", subcategory: "Career Enquiry" }, "Thanks for your enquiry"],
  ])("%o is thanked with %s", (r, heading) => expect(successHeading(r)).toBe(heading));
});

describe("npm run leads", () => {
  it("prints each lead with where each delivery stands", () => {
    const lines = describeLeads("metro-used", [
      {
        lead_id: 3,
        received: "2026-11-21T01:00:00.000Z",
        category: "Used Car Enquiry",
        subcategory: "Request More Photos",
        name: "Jo Bloggs",
        email: "jo@example.com",
        phone: "0412345678",
        stock_number: "S1",
        spam: false,
        deliveries: [
          {
            sink: "email",
            status: "pending",
            attempts: 2,
            next_attempt_at: "2026-11-21T01:01:00.000Z",
            last_error: "connect ECONNREFUSED",
          },
          { sink: "webhook", status: "delivered", attempts: 1, next_attempt_at: null, last_error: null },
        ],
      },
    ]);
    expect(lines).toEqual([
      "metro-used: 1 newest leads",
      "#3  2026-11-21T01:00:00.000Z  Used Car Enquiry / Request More Photos, stock S1",
      "    Jo Bloggs <jo@example.com> 0412345678",
      "    email: pending, next try 2026-11-21T01:01:00.000Z (2 attempts, last error: connect ECONNREFUSED); webhook: delivered (1 attempt)",
    ]);
    expect(describeLeads("outback", [])).toEqual(["outback: no leads yet"]);
  });
});

describe("the lead reference a shopper quotes", () => {
  it("is six letters and digits that read aloud unambiguously, different for every one of the first 100,000 leads", () => {
    const references = Array.from({ length: 100_000 }, (_, i) => leadReference(i + 1));
    expect(references.every((r) => /^[2-9A-HJKMNP-Z]{6}$/.test(r))).toBe(true);
    expect(references.some((r) => /[01OIL]/.test(r))).toBe(false);
    expect(new Set(references).size).toBe(100_000);
  });

  it("is fixed for a lead, so the shopper's page and the dealer's e-mail quote the same one", () => {
    expect(leadReference(1)).toBe(leadReference(1));
    expect(leadReference(1)).not.toBe(leadReference(2));
  });
});
