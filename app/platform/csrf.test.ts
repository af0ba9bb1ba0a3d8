import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { crossSiteRequest, csrfMatches, csrfToken } from "./csrf.server";

describe("CSRF tokens", () => {
  const secret = "unit-secret-unit-secret-unit-secret";
  it("a token is good only for its own key and site", () => {
    const token = csrfToken(secret, 1, "key-a");
    expect(csrfMatches(token, csrfToken(secret, 1, "key-a"))).toBe(true);
    expect(csrfMatches(token, csrfToken(secret, 2, "key-a"))).toBe(false);
    expect(csrfMatches(token, csrfToken(secret, 1, "key-b"))).toBe(false);
    expect(csrfMatches("", csrfToken(secret, 1, "key-a"))).toBe(false);
    expect(csrfMatches(null, csrfToken(secret, 1, "key-a"))).toBe(false);
  });

  it.each([
    ["GET", { origin: "https://evil.example", host: "a.example" }, false],
    ["POST", { origin: "https://a.example", host: "a.example" }, false],
    ["POST", { host: "a.example" }, false],
    ["POST", { origin: "https://evil.example", host: "a.example" }, true],
    ["POST", { origin: "https://b.example", host: "a.example" }, true],
    ["POST", { host: "a.example", secFetchSite: "cross-site" }, true],
    ["POST", { origin: "not a url", host: "a.example" }, true],
  ])("%s with %j is cross-site: %s", (method, headers, refused) => {
    expect(crossSiteRequest(method, headers)).toBe(refused);
  });
});

/** Routes whose actions change nothing a cookie could be borrowed for. */
const EXEMPT: Record<string, string> = {
  "api.inventory.cars.ts": "authenticated by a bearer token, never by cookies",
  "api.search.ts": "a query sent as POST; changes nothing",
  "api.youx.quote.ts": "a quote; changes nothing",
};
const GUARDS = ["refuseForgedRequest", "csrfMatches", "answerLeadForm", "answerLeadApi"];

describe("every state-changing route checks the page's CSRF token", () => {
  const routes = readdirSync("app/routes").filter((file) => /export (async )?function action/.test(readFileSync(`app/routes/${file}`, "utf8")));
  it.each(routes.filter((file) => !EXEMPT[file]))("%s", (file) => {
    const source = readFileSync(`app/routes/${file}`, "utf8");
    expect(GUARDS.some((guard) => source.includes(guard))).toBe(true);
  });
  it("the exemptions are still routes with actions", () => {
    expect(Object.keys(EXEMPT).every((file) => routes.includes(file))).toBe(true);
  });
});
