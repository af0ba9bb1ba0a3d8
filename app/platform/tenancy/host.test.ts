import { describe, expect, it } from "vitest";
import { normaliseHost, resolveSiteSlug, type HostIndex } from "./host";

const index: HostIndex = {
  domains: new Map([
    ["www.harbourmotors.com.au", "harbour"],
    ["harbourmotors.com.au", "harbour"],
    ["cheapcars.example", "cheap"],
  ]),
  slugs: new Set(["harbour", "cheap"]),
  defaultSite: "harbour",
};

describe("normaliseHost", () => {
  it.each([
    ["Harbour.LOCALHOST:3000", "harbour.localhost"],
    ["cheapcars.example.", "cheapcars.example"],
    ["[::1]:3000", "[::1]"],
    ["", ""],
  ])("%s -> %s", (input, expected) => expect(normaliseHost(input)).toBe(expected));
});

describe("resolveSiteSlug", () => {
  it.each([
    ["harbour.localhost:3000", "harbour"],
    ["cheap.localhost", "cheap"],
    ["www.harbourmotors.com.au", "harbour"],
    ["HARBOURMOTORS.COM.AU:443", "harbour"],
    ["www.cheapcars.example", "cheap"],
    ["localhost:3000", "harbour"],
    ["127.0.0.1:3000", "harbour"],
    ["unknown.localhost:3000", null],
    ["evil.example", null],
    ["harbour.evil.example", null],
    [undefined, null],
  ])("%s -> %s", (host, expected) => expect(resolveSiteSlug(host, index)).toBe(expected));

  it("serves nothing on plain localhost without a DEFAULT_SITE", () => {
    expect(resolveSiteSlug("localhost", { ...index, defaultSite: undefined })).toBeNull();
  });
});
