import { describe, expect, it } from "vitest";
import { isOwnerOnly, ownerOnlyChanges, ownerOnlyWords } from "./owner-settings";

describe("the settings only an owner may change (issue 55)", () => {
  it.each([
    ["domains", true],
    ["domains.1", true],
    ["url", true],
    ["contact.lead_email", true],
    ["forms.lead_delivery.webhook_url", true],
    ["forms.lead_delivery.webhook_format", true],
    ["lead_routing.rule", true],
    ["contact.email", false],
    ["forms.lead_delivery.adf", false],
    ["lead_routing.escalation_minutes", false],
    ["urlencoded", false],
  ])("%s: %s", (path, ownerOnly) => expect(isOwnerOnly(path)).toBe(ownerOnly));

  it("finds them among a configuration's changes, and names them once each", () => {
    const before = { domains: ["a.com.au"], contact: { lead_email: "a@a.com.au", email: "x@a.com.au" }, forms: {} };
    const after = {
      domains: ["a.com.au", "evil.example"],
      contact: { lead_email: "a@a.com.au", email: "y@a.com.au" },
      forms: { lead_delivery: { webhook_url: "https://evil.example/hook", webhook_format: "adf" } },
    };
    const changes = ownerOnlyChanges(before, after);
    expect(changes.map((c) => c.path)).toEqual([
      "domains",
      "forms.lead_delivery.webhook_url",
      "forms.lead_delivery.webhook_format",
    ]);
    expect(ownerOnlyWords(changes)).toBe("the site's domains and the lead webhook");
  });
});
