import cluster from "node:cluster";
import { readEnv } from "~/platform/runtime/env.server";
import { workerHeapMb } from "~/platform/runtime/worker-heap";
import { serveMetrics } from "./metrics-listener";
import { serve } from "./serve";
import { builtFiles, precompressedFiles } from "./static-files";
import { runWorkers } from "./workers";

/**
 * `npm start`'s process, built with the platform (build/server/main.js) so that it starts as plain
 * JavaScript: run through tsx, a start spent two CPU-seconds more in its loader. With PostgreSQL it
 * is one worker per core (workers.ts); embedded PGlite has one owner, so one process.
 */
const env = readEnv();
if (cluster.isPrimary && env.DATABASE_URL) {
  if (env.METRICS_PORT) serveMetrics(env.METRICS_PORT, env.METRICS_HOST, true);
  runWorkers(env.WEB_CONCURRENCY, workerHeapMb(env));
} else {
  await serve(env, false, async (app) => {
    app.use("/assets", precompressedFiles("build/client/assets", "public, max-age=31536000, immutable"));
    app.use("/assets", builtFiles("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(precompressedFiles("build/client", "public, max-age=3600"));
    app.use(builtFiles("build/client", { maxAge: "1h" }));
    return import("./app");
  });
}
