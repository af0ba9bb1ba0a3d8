import cluster from "node:cluster";
import compression from "compression";
import express from "express";
import { readEnv } from "~/platform/runtime/env.server";
import { workerHeapMb } from "~/platform/runtime/worker-heap";
import { createServer } from "node:http";
import { limitConnections, refuseTunnels, serverOptions } from "~/platform/http/connection-limits.server";
import { securityHeaders } from "~/platform/http/security-headers.server";
import type * as PlatformModule from "./server/app";
import { builtFiles, precompressedFiles } from "./server/static-files";
import { serveMetrics } from "./server/metrics-listener";
import { runWorkers } from "./server/workers";

/**
 * The process: static files, then the platform (built by Vite from server/app.ts, so the routes and
 * everything they share are one module graph), listening on PORT until SIGINT or SIGTERM. With
 * PostgreSQL it is one worker per core (server/workers.ts); embedded PGlite has one owner, so one process.
 */
const env = readEnv();
const dev = process.argv.includes("--dev");
if (cluster.isPrimary && env.DATABASE_URL && !dev) {
  if (env.METRICS_PORT) serveMetrics(env.METRICS_PORT, env.METRICS_HOST, true);
  runWorkers(env.WEB_CONCURRENCY, workerHeapMb(env));
} else {
  await serve();
}

/** One process serving every site. */
async function serve() {
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY) app.set("trust proxy", env.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders(env.NODE_ENV));

  let platformModule: typeof PlatformModule;
  if (dev) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    platformModule = (await vite.ssrLoadModule("./server/app.ts")) as typeof PlatformModule;
  } else {
    app.use("/assets", precompressedFiles("build/client/assets", "public, max-age=31536000, immutable"));
    app.use("/assets", builtFiles("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(precompressedFiles("build/client", "public, max-age=3600"));
    app.use(builtFiles("build/client", { maxAge: "1h" }));
    // @ts-expect-error: the server build exists only after `react-router build`.
    platformModule = (await import("./build/server/index.js")) as typeof PlatformModule;
  }
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
