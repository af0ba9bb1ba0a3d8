import type { TestProject } from "vitest/node";
import { freePort, startServer } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built server the read-only system tests share: its port, folder, process id and environment. */
    sharedServer: { port: number; dir: string; pid: number; env: Record<string, string> };
  }
}

/** Starts the run's shared server once (seeded demo sites, an inventory token for metro-used, metrics on a port of their own) and stops it at the end. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    env: { INVENTORY_API_TOKENS: "metro-used:page-cache-test-token", METRICS_PORT: String(await freePort()) },
  });
  project.provide("sharedServer", { port: server.port, dir: server.dir, pid: server.pid, env: server.env });
  return () => server.stop();
}
