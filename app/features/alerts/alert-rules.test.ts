import { describe, expect, it } from "vitest";
import { emptyListingState, type ListingState } from "~/features/listing";
import { alertLinks, alertToken, readAlertToken } from "./alert-links.server";
import { confirmationMail, digestMail, type DigestItem } from "./alert-mail";
import { digestDue, priceDropped, readAlertEmail, savedSearchLabel, mailboxOf } from "./alert-rules";

const at = (iso: string) => new Date(iso);

describe("a recipient hears at most once a day", () => {
  it.each([
    [null, "2026-11-24T09:00:00Z", true],
    ["2026-11-23T09:00:00Z", "2026-11-24T09:00:00Z", true],
    ["2026-11-23T09:00:01Z", "2026-11-24T09:00:00Z", false],
    ["2026-11-24T08:00:00Z", "2026-11-24T09:00:00Z", false],
  ])("last digest %s, now %s: due %s", (last, now, due) => {
    expect(digestDue(last ? at(last) : null, at(now))).toBe(due);
  });
});

describe("a price drop", () => {
  it.each([
    [40_000, 38_500, true],
    [40_000, 40_000, false],
    [38_500, 40_000, false],
    [0, 30_000, false],
    [30_000, 0, false],
  ])("from %i to %i: %s", (from, to, dropped) => {
    expect(priceDropped(from, to)).toBe(dropped);
  });
});

describe("the alert address", () => {
  it.each([
    [" Jo@Example.COM ", { email: "jo@example.com" }],
    ["jo@", { error: "Please enter a valid email address." }],
    ["", { error: "Please enter a valid email address." }],
    [undefined, { error: "Please enter a valid email address." }],
    [`${"a".repeat(250)}@example.com`, { error: "Please enter a valid email address." }],
  ])("%s", (given, read) => {
    expect(readAlertEmail(given)).toEqual(read);
  });
});

describe("a saved search in words", () => {
  const state = (changes: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...changes });
  it.each([
    [state({}), "All stock"],
    [state({ refinements: { car_type: ["used"], make: ["Toyota"], model: ["HiLux"] } }), "Used Toyota HiLux"],
    [state({ refinements: { make: ["Mazda", "Toyota"], body: ["SUV"] } }), "All stock · Mazda or Toyota · SUV"],
    [state({ refinements: { car_type: ["new"] }, ranges: { price: { max: 40_000 } } }), "New Cars · under $40,000"],
    [
      state({ ranges: { price: { min: 20_000, max: 30_000 }, km: { max: 50_000 }, year: { min: 2020 } } }),
      "All stock · $20,000 to $30,000 · under 50,000 km · from 2020",
    ],
    [state({ query: "4x4", refinements: { seats: ["7"] } }), "All stock · 7 seats · “4x4”"],
  ])("%j reads %s", (choices, label) => {
    expect(savedSearchLabel(choices, "Cars")).toBe(label);
  });
});

describe("the alert links", () => {
  const secrets = ["a-secret-of-at-least-32-characters-long", "an-older-secret-still-accepted-here"];
  it("name their recipient only when signed with a current secret", () => {
    const token = alertToken(secrets, 42);
    expect(readAlertToken(secrets, token)).toBe(42);
    expect(readAlertToken([secrets[1]!, secrets[0]!], token)).toBe(42);
    expect(readAlertToken(["another-site-install-secret-of-32-chars"], token)).toBeNull();
    expect(readAlertToken(secrets, token.replace(/^42\./, "43."))).toBeNull();
    expect(readAlertToken(secrets, "42")).toBeNull();
  });
  it("point at the site's own domain", () => {
    expect(alertLinks("https://www.dealer.example/", "7.abc")).toEqual({
      manage: "https://www.dealer.example/alerts/7.abc",
      confirm: "https://www.dealer.example/alerts/7.abc/confirm",
      unsubscribe: "https://www.dealer.example/alerts/7.abc/unsubscribe",
    });
  });
});

describe("the alert e-mails", () => {
  const links = alertLinks("https://www.dealer.example", "7.abc");
  const item = (changes: Partial<DigestItem>): DigestItem => ({
    kind: "price_drop",
    title: "2021 Ford Ranger XLT",
    href: "https://www.dealer.example/cars/ranger",
    price: 45_990,
    old_price: 48_990,
    search: null,
    ...changes,
  });

  it("say in the subject what one change is, and how many when there are more", () => {
    expect(digestMail("Dealer", [item({})], links).subject).toBe("Price drop: 2021 Ford Ranger XLT now $45,990");
    expect(digestMail("Dealer", [item({ kind: "new_car", old_price: null })], links).subject).toBe(
      "New match: 2021 Ford Ranger XLT at $45,990",
    );
    expect(
      digestMail("Dealer", [item({}), item({ kind: "new_car", old_price: null, title: "2022 Mazda BT-50" })], links)
        .subject,
    ).toBe("2 updates on cars you follow at Dealer");
  });

  it("list price drops before new cars, escape what the dealer wrote, and link the alerts page and unsubscribe", () => {
    const mail = digestMail(
      "Dealer & Sons",
      [item({ kind: "new_car", old_price: null, title: "<b>Mazda</b>", search: "Used Mazda" }), item({})],
      links,
    );
    expect(mail.text.indexOf("Price drop")).toBeLessThan(mail.text.indexOf("New arrival matching your search"));
    expect(mail.text).toContain(
      "- 2021 Ford Ranger XLT: now $45,990, was $48,990\n  https://www.dealer.example/cars/ranger",
    );
    expect(mail.html).toContain("&lt;b&gt;Mazda&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Mazda</b>");
    expect(mail.html).toContain('href="https://www.dealer.example/alerts/7.abc/unsubscribe"');
    expect(mail.text).toContain(
      "Manage your alerts: https://www.dealer.example/alerts/7.abc\nUnsubscribe: https://www.dealer.example/alerts/7.abc/unsubscribe",
    );
  });

  it("list ten cars a section and count the rest", () => {
    const many = Array.from({ length: 13 }, (_, i) =>
      item({ kind: "new_car", old_price: null, title: `Car ${i + 1}` }),
    );
    const mail = digestMail("Dealer", many, links);
    expect(mail.subject).toBe("13 updates on cars you follow at Dealer");
    expect(mail.text).toContain("- Car 10:");
    expect(mail.text).not.toContain("- Car 11:");
    expect(mail.text).toContain("And 3 more: see your searches on the site.");
  });

  it("ask for confirmation with the searches saved and the confirm link", () => {
    const mail = confirmationMail("Dealer", ["Used Toyota HiLux"], links);
    expect(mail.subject).toBe("Confirm your alerts from Dealer");
    expect(mail.text).toContain("  Used Toyota HiLux\n");
    expect(mail.text).toContain("Confirm your alerts: https://www.dealer.example/alerts/7.abc/confirm");
  });
});

describe("mailboxOf: one inbox, however its address is spelled", () => {
  it.each([
    ["victim+1@example.com", "victim@example.com"],
    ["Victim+News+2@Example.com", "victim@example.com"],
    ["v.i.c.t.i.m+3@gmail.com", "victim@gmail.com"],
    ["victim@googlemail.com", "victim@gmail.com"],
    ["first.last@example.com", "first.last@example.com"],
    ["not-an-address", "not-an-address"],
  ])("%s reaches %s", (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });
});
