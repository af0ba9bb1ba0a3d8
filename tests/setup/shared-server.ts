import type { TestProject } from "vitest/node";
import { seededTemplate } from "../support/seeded-template";
import { freePort, SEEDED_TEMPLATE, startServer } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built server the read-only system tests share: its port, folder, process id and environment. */
    sharedServer: { port: number; dir: string; pid: number; env: Record<string, string> };
  }
}

/**
 * Seeds the build's template unless it is fresh (a server that migrates and seeds, then stops
 * cleanly; the browser tests start from it too), starts the run's shared server from it (an
 * inventory token for metro-used, metrics on a port of their own), and stops the server at the end.
 */
export default async function setup(project: TestProject) {
  process.env[SEEDED_TEMPLATE] = await seededTemplate();
  const server = await startServer({
    env: { INVENTORY_API_TOKENS: "metro-used:page-cache-test-token", METRICS_PORT: String(await freePort()) },
  });
  project.provide("sharedServer", { port: server.port, dir: server.dir, pid: server.pid, env: server.env });
  return () => server.stop();
}
