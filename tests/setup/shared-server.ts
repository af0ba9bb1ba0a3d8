import type { TestProject } from "vitest/node";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, SEEDED_TEMPLATE, startServer } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built server the read-only system tests share: its port, folder, process id and environment. */
    sharedServer: { port: number; dir: string; pid: number; env: Record<string, string> };
  }
}

/**
 * Seeds the run's template once (a server that migrates and seeds, then stops cleanly), starts the
 * run's shared server from it (an inventory token for metro-used, metrics on a port of their own),
 * and stops the server and removes the template at the end.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(path.join(tmpdir(), "system-seeded-"));
  await (await startServer({ dir: template })).stop();
  process.env[SEEDED_TEMPLATE] = template;
  const server = await startServer({
    env: { INVENTORY_API_TOKENS: "metro-used:page-cache-test-token", METRICS_PORT: String(await freePort()) },
  });
  project.provide("sharedServer", { port: server.port, dir: server.dir, pid: server.pid, env: server.env });
  return async () => {
    await server.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
