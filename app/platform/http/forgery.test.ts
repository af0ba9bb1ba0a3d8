import { describe, expect, it } from "vitest";
import { crossSiteRoutePatterns } from "./cross-site-routes";
import { crossSiteRequest } from "./forgery";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("http://metro-used.localhost:3000/contact", { method, headers });

describe("a request a browser says came from another site (docs/decisions/001)", () => {
  it.each([
    ["same-origin fetch", { "sec-fetch-site": "same-origin", origin: "http://metro-used.localhost:3000" }, false],
    ["typed into the address bar", { "sec-fetch-site": "none" }, false],
    ["another site's page", { "sec-fetch-site": "cross-site", origin: "https://evil.example" }, true],
    [
      "another dealer site on the same parent domain",
      { "sec-fetch-site": "same-site", origin: "http://outback.localhost:3000" },
      true,
    ],
    ["an older browser: Origin only, our own", { origin: "http://metro-used.localhost:3000" }, false],
    ["an older browser: Origin only, another site", { origin: "https://evil.example" }, true],
    ["an older browser: Origin only, another port", { origin: "http://metro-used.localhost:4000" }, true],
    ["a sandboxed frame or a file: Origin null", { origin: "null" }, true],
    ["an Origin that is not a URL", { origin: "::::" }, true],
    ["no browser at all (curl, a CRM)", {}, false],
  ])("%s: refused %s", (_name, headers, refused) => {
    expect(crossSiteRequest(post(headers))).toBe(refused);
  });

  it("never refuses a GET, whoever sent it", () => {
    expect(crossSiteRequest(post({ "sec-fetch-site": "cross-site", origin: "https://evil.example" }, "GET"))).toBe(
      false,
    );
  });
});

describe("routes that declare handle.crossSite", () => {
  it("are named by the pattern the root middleware sees", () => {
    const routes = {
      root: { id: "root", path: "", module: {} },
      "routes/api.inventory.cars": {
        id: "routes/api.inventory.cars",
        parentId: "root",
        path: "api/inventory/cars",
        module: { handle: { crossSite: "bearer token" } },
      },
      "routes/contact": { id: "routes/contact", parentId: "root", path: "contact", module: {} },
    };
    expect([...crossSiteRoutePatterns({ routes } as never)]).toEqual(["api/inventory/cars"]);
  });
});
