import compression from "compression";
import express, { type Express } from "express";
import { createServer } from "node:http";
import cluster from "node:cluster";
import type { Env } from "~/platform/runtime/env.server";
import { limitConnections, refuseTunnels, serverOptions } from "~/platform/http/connection-limits.server";
import { securityHeaders } from "~/platform/http/security-headers.server";
import type * as PlatformModule from "./app";
import { serveMetrics } from "./metrics-listener";

/**
 * One process serving every site: compression and security headers, then what `mount` adds (the
 * built static files, or Vite's middleware in development) and the platform it hands back, listening
 * on PORT until SIGINT or SIGTERM.
 */
export async function serve(env: Env, dev: boolean, mount: (app: Express) => Promise<typeof PlatformModule>) {
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders(env.NODE_ENV));

  const platformModule = await mount(app);
  const platform = await platformModule.startPlatform(env, { dev, build: platformModule.serverBuild });
  app.use(platform.router);

  if (env.METRICS_PORT && cluster.isPrimary) serveMetrics(env.METRICS_PORT, env.METRICS_HOST, false).unref();
  const server = createServer(serverOptions(env.REQUEST_TIMEOUT_MS), app).listen(env.PORT, env.HOST, () => {
    platform.listening(env.PORT);
    if (env.WORKER_SLOT > 0) return;
    console.log(`\nDealer sites are being served (${platform.database} database):`);
    for (const site of platform.sites) {
      console.log(
        `  ${site.slug.padEnd(16)} http://${site.slug}.localhost:${env.PORT}${site.isDefault ? `  (also http://localhost:${env.PORT})` : ""}`,
      );
    }
    console.log("");
  });

  // Behind a load balancer every connection is the balancer's, so the per-client cap is its to keep.
  limitConnections(server, env.TRUST_PROXY && env.TRUST_PROXY !== "loopback" ? 0 : env.CONNECTIONS_PER_CLIENT);
  refuseTunnels(server);

  /**
   * Says it is going (/readyz 503) for SHUTDOWN_DRAIN_MS while still serving, finishes what is in
   * hand, then exits; a shutdown still waiting 10 s after that (a query to a database that went
   * away) exits anyway, as acknowledged leads are already stored or journalled.
   */
  let stopping = false;
  function shutdown() {
    if (stopping) return;
    stopping = true;
    platform.drain();
    setTimeout(() => {
      setTimeout(() => {
        console.error("shutdown did not finish within 10 s; exiting");
        process.exit(1);
      }, 10_000).unref();
      server.close(() => void platform.stop().then(() => process.exit(0)));
      server.closeIdleConnections();
    }, env.SHUTDOWN_DRAIN_MS);
  }
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
