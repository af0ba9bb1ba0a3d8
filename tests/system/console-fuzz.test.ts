import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleFuzzTargets, type ConsoleFuzzContext } from "../support/console-fuzz";
import { fuzz } from "../support/fuzz";
import { propertyRuns } from "../support/property-runs";
import { siteFetch, startServer, type ServerProcess } from "../support/server-process";
import { staffCookie } from "../support/staff-session";

// Issue 53: signed in as each role, malformed ids and bodies on every console route and action get
// a 4xx, never a 5xx. Its own server: the owner's fuzzed sends may change the site.
const RUNS = propertyRuns(150);
const SITE = "metro-used";
let server: ServerProcess;
let context: ConsoleFuzzContext;
beforeAll(async () => {
  server = await startServer();
  const [owner, manager, sales] = await Promise.all([
    staffCookie(server, SITE, "owner"),
    staffCookie(server, SITE, "manager"),
    staffCookie(server, SITE, "sales"),
  ]);
  context = { origin: `http://${SITE}.localhost:${server.port}`, cookies: { owner, manager, sales } };
}, 60_000);
afterAll(() => server?.stop());

const names = consoleFuzzTargets({ origin: "", cookies: { owner: "", manager: "", sales: "" } }).map((t) => t.name);

describe(`${RUNS} malformed requests to each console route and action, as owner, manager and sales`, () => {
  it.each(names)("%s: no answer of 500 or more", async (name) => {
    const target = consoleFuzzTargets(context).find((t) => t.name === name)!;
    const result = await fuzz(server, SITE, target, RUNS);
    expect(result.failures.slice(0, 3)).toEqual([]);
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  });
});

describe("the round-3 requests that were 500s", () => {
  // Its own owner: the fuzz's sign-out target ended the first one's session.
  let owner = "";
  beforeAll(async () => {
    owner = await staffCookie(server, SITE, "owner");
  });
  const send = (path: string, init: { method?: string; body?: string; type?: string } = {}) =>
    siteFetch(server, SITE, path, {
      method: init.method ?? "GET",
      headers: {
        cookie: owner,
        accept: "text/html",
        origin: context.origin,
        "sec-fetch-site": "same-origin",
        ...(init.type ? { "content-type": init.type } : {}),
      },
      body: init.body,
    });

  it.each(["/console/offers/abc", "/console/leads/1e3", "/console/pages/-1", "/console/stock/3000000000"])(
    "%s is a 404 in the console's words",
    async (path) => {
      const answer = await send(path);
      expect(answer.status).toBe(404);
      const page = await answer.text();
      // Drawn by the console's own error page, inside the console, not the shop's "Page not found".
      expect(page).toMatch(
        /data-testid="console-error"[^]*Not found on this site[^]*Nothing on this site has that number\./,
      );
    },
  );

  it("settings history with number=x is refused, not a 500", async () => {
    const answer = await send("/console/settings/history", {
      method: "POST",
      type: "application/x-www-form-urlencoded",
      body: "number=x",
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("Choose a version from the list.");
  });

  it("a passkey request whose body is no form is a 400", async () => {
    const answer = await send("/console/passkeys", { method: "POST", type: "text/plain", body: "remove" });
    expect(answer.status).toBe(400);
  });
});
