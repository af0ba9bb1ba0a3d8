import { beforeAll, describe, expect, inject, it } from "vitest";
import { fuzz, fuzzContext, fuzzTargets, type FuzzContext } from "../support/fuzz";
import { propertyRuns } from "../support/property-runs";
import { sharedServer, type ServerProcess } from "../support/server-process";

// Issue 13: malformed input to every route and form action gets a 4xx, never a 5xx.
const RUNS = propertyRuns(200);
let server: ServerProcess;
let context: FuzzContext;
beforeAll(async () => {
  server = sharedServer(inject("sharedServer"));
  context = await fuzzContext(server, "metro-used");
});

describe(`${RUNS} malformed requests to each route and form action`, () => {
  it.each(fuzzTargets({ carSlug: "placeholder", cookie: "", origin: "" }).map((t) => t.name))(
    "%s: no answer of 500 or more",
    async (name) => {
      const target = fuzzTargets(context).find((t) => t.name === name)!;
      const result = await fuzz(server, "metro-used", target, RUNS);
      expect(result.failures.slice(0, 3)).toEqual([]);
      expect(server.output()).not.toMatch(/uncaught|unhandled/i);
    },
  );
});
