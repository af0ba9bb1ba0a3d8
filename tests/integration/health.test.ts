import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthRoutes, type Readiness } from "~/platform/http/health.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 42: a load balancer's questions. Alive: the process answers. Ready: warm, not draining,
// and its database answers.
let t: TestDatabase;
let server: Server;
const readiness: Readiness = { draining: false, warming: false };
const ask = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
};

beforeAll(async () => {
  t = await openTestDatabase();
  const app = express().use(healthRoutes(t.handle.db, readiness));
  server = await new Promise<Server>((resolve) => {
    const s = createServer(app).listen(0, "127.0.0.1", () => resolve(s));
  });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("health and readiness", () => {
  it("is alive and ready while its database answers, and says so afresh each time", async () => {
    expect(await ask("/healthz")).toEqual({ status: 200, body: { status: "ok" }, cache: "no-store" });
    expect(await ask("/readyz")).toEqual({
      status: 200,
      body: { status: "ready", database: "ok" },
      cache: "no-store",
    });
  });

  it("is not ready while it builds the busiest sites' indexes ahead, though still alive", async () => {
    readiness.warming = true;
    expect(await ask("/readyz")).toMatchObject({ status: 503, body: { status: "warming" } });
    expect((await ask("/healthz")).status).toBe(200);
    readiness.warming = false;
  });

  it("is not ready while draining, though still alive", async () => {
    readiness.draining = true;
    expect((await ask("/readyz")).status).toBe(503);
    expect((await ask("/healthz")).status).toBe(200);
    readiness.draining = false;
  });

  it("is not ready once its database has gone", async () => {
    await t.close();
    expect(await ask("/readyz")).toMatchObject({ status: 503, body: { status: "not ready", database: "unavailable" } });
    expect((await ask("/healthz")).status).toBe(200);
  });
});
