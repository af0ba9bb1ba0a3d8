import { describe, expect, it } from "vitest";
import { routeKindOf } from "./metrics.server";

describe("routeKindOf: what a request was for, as the metrics count it", () => {
  it.each([
    ["GET", "/", "page"],
    ["GET", "/cars/2021-toyota-corolla-1", "page"],
    ["POST", "/contact", "form"],
    ["POST", "/cars/x/enquire", "form"],
    ["GET", "/console/leads", "console"],
    ["POST", "/console/stock/14/photos", "console"],
    ["POST", "/api/leads", "api"],
    ["GET", "/img", "image"],
    ["GET", "/media/uploads/a/b.jpg", "image"],
    ["GET", "/sitemap.xml", "machine"],
    ["GET", "/feeds/google.xml", "machine"],
    ["GET", "/healthz", "machine"],
    ["POST", "/_local/import", "local"],
  ])("%s %s → %s", (method, path, kind) => expect(routeKindOf(method, path)).toBe(kind));
});
