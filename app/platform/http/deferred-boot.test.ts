import { describe, expect, it } from "vitest";
import { deferBootScript } from "./deferred-boot.server";

const boot = `<script type="module" async="">;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");</script>`;

describe("deferBootScript", () => {
  it("turns the route imports into dynamic imports behind the wait for load and first paint, keeping the rest", () => {
    const out = deferBootScript(`<body><p>Hi</p>${boot}</body>`);
    const script = /<script type="module">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";
    expect(out).not.toContain("async=");
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf("const [route0, route1]"));
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-C.js");')).toBe(true);
    expect(out.startsWith("<body><p>Hi</p>")).toBe(true);
  });

  it("leaves a page without a boot script, or a boot script of another shape, as it is", () => {
    expect(deferBootScript("<p>no scripts</p>")).toBe("<p>no scripts</p>");
    const other = `<script type="module" async="">import("/assets/x.js");</script>`;
    expect(deferBootScript(other)).toBe(other);
  });
});
