import { describe, expect, it } from "vitest";
import { bodyRule, DEFAULT_BODY_LIMIT } from "./body-limit";

const MB = 1024 * 1024;

describe("bodyRule: each address's limit, and what must be shown before its body is read", () => {
  it.each([
    ["/console/sign-in", 32 * 1024, undefined],
    ["/console/sign-in.data", 32 * 1024, undefined],
    ["/console/sign-in/abc123", 32 * 1024, undefined],
    ["/console/stock/14/photos", 15 * MB, "stock.write"],
    ["/console/stock/14/photos.data", 15 * MB, "stock.write"],
    ["/console/stock/14", 64 * MB, "stock.write"],
    ["/console/stock/14.data", 64 * MB, "stock.write"],
    ["/console/imports", 20 * MB, "stock.write"],
    ["/console/settings", 5 * MB, "settings.write"],
    ["/console/offers/new", 16 * MB, "content.write"],
    ["/console/pages/3", 16 * MB, "content.write"],
    ["/console/leads/7", MB, null],
    ["/console/sign-out", MB, null],
    ["/console", MB, null],
    ["/contact", DEFAULT_BODY_LIMIT, undefined],
  ])("%s: %i bytes, staff permission %j", (path, bytes, permission) => {
    const rule = bodyRule(path);
    expect(rule.bytes).toBe(bytes);
    expect(rule.staff?.permission).toBe(permission);
  });

  it("takes the inventory API's body only with the site's bearer token", () => {
    expect(bodyRule("/api/inventory/cars")).toMatchObject({ bytes: 20 * MB, bearer: true });
  });
});
