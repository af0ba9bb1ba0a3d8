import compression from "compression";
import express from "express";
import { readEnv } from "~/platform/env.server";
import { securityHeaders } from "~/platform/http/security-headers.server";
import type * as PlatformModule from "./server/app";

/**
 * The process: static files, then the platform (built by Vite from server/app.ts, so the routes and
 * everything they share are one module graph), listening on PORT until SIGINT or SIGTERM.
 */
const env = readEnv();
const dev = process.argv.includes("--dev");
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
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
  // @ts-expect-error: the server build exists only after `react-router build`.
  platformModule = (await import("./build/server/index.js")) as typeof PlatformModule;
}
const platform = await platformModule.startPlatform(env, { dev, build: platformModule.serverBuild });
app.use(platform.router);

const server = app.listen(env.PORT, env.HOST, () => {
  platform.listening(env.PORT);
  console.log(`\nDealer sites are being served (${platform.database} database):`);
  for (const site of platform.sites) {
    console.log(`  ${site.slug.padEnd(16)} http://${site.slug}.localhost:${env.PORT}${site.isDefault ? `  (also http://localhost:${env.PORT})` : ""}`);
  }
  console.log("");
});

function shutdown() {
  server.close(() => void platform.stop().then(() => process.exit(0)));
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
