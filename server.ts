import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { databaseHasNoCars, seedSite } from "~/features/demo/seed.server";
import { leadServices } from "~/features/leads/lead-services.server";
import { leadReport } from "~/features/leads/lead-store.server";
import { addVisit, decodeTrail, pageViewed, TRAIL_COOKIE, trailCookie } from "~/features/leads/visit-trail";
import { readCookie } from "~/platform/cookies";
import { siteSearchIndex } from "~/features/search/search-index.server";
import { accountServices } from "~/features/accounts/account-services.server";
import { readShopper } from "~/features/accounts/shopper-session.server";
import { bootPlatform } from "~/platform/boot.server";
import { cookieHeader, secureCookies } from "~/platform/cookies";
import { FORGED_REQUEST_MESSAGE } from "~/platform/csrf";
import { CSRF_COOKIE, crossSiteRequest, csrfToken, newCsrfKey } from "~/platform/csrf.server";
import { inventoryTokens, readEnv } from "~/platform/env.server";
import { announceLocalAdmin, isLocalAdminRequest, LOCAL_ADMIN_HEADER, localAdminFile, withdrawLocalAdmin, type LocalAdmin } from "~/platform/local-admin.server";
import { logger } from "~/platform/logger.server";
import { outsideServices } from "~/platform/outside-services.server";
import { resolveSiteSlug } from "~/platform/tenancy/host";
import { unknownHostPage } from "~/platform/tenancy/unknown-host";

/** Boots the platform (migrate, seed an empty database), then serves every site from one process. */
const env = readEnv();
const dev = process.argv.includes("--dev");
const platform = await bootPlatform(env);

if (await databaseHasNoCars(platform.database.db)) {
  const today = new Date(new Date().toISOString().slice(0, 10));
  for (const [slug, scope] of platform.scopes) {
    const cars = await seedSite(scope, today);
    logger.info({ site: slug, cars }, "seeded demo site");
  }
}

// Build every site's search index before the first shopper arrives.
await Promise.all([...platform.scopes.values()].map((scope) => siteSearchIndex(scope)));

const tokens = inventoryTokens(env);
const services = outsideServices(env);
const leads = leadServices(env, platform.database.db, platform.scopes.values());
leads.outbox.start();
const accounts = await accountServices(env, platform.database.db);

const app = express();
app.disable("x-powered-by");
if (env.TRUST_PROXY) app.set("trust proxy", env.TRUST_PROXY);
app.use(compression());

// `npm run leads` asks the running server when it owns the embedded database (see local-admin.server.ts).
let localAdmin: LocalAdmin | null = null;
app.get("/_local/leads", async (req, res) => {
  const scope = platform.scopes.get(String(req.query.site ?? ""));
  if (!localAdmin || !isLocalAdminRequest(localAdmin, req.get(LOCAL_ADMIN_HEADER), req.socket.remoteAddress)) {
    res.status(404).end();
    return;
  }
  if (!scope) {
    res.status(400).json({ error: `No site ${String(req.query.site)}; sites: ${[...platform.scopes.keys()].join(", ")}` });
    return;
  }
  res.json(await leadReport(scope));
});

let build: ServerBuild | (() => Promise<ServerBuild>);
if (dev) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
  // @ts-expect-error: the server build exists only after `react-router build`.
  build = (await import("./build/server/index.js")) as ServerBuild;
}

app.use((req, res, next) => {
  const slug = resolveSiteSlug(req.headers.host, platform.registry);
  const scope = slug ? platform.scopes.get(slug) : undefined;
  if (!scope) {
    res.status(404).type("html").send(unknownHostPage(req.headers.host ?? ""));
    return;
  }
  res.locals.scope = scope;
  // The bearer-token inventory API carries no cookies, so another site's page has nothing to borrow.
  const origin = { origin: req.get("origin"), host: req.get("host"), secFetchSite: req.get("sec-fetch-site") };
  if (!req.path.startsWith("/api/inventory/") && crossSiteRequest(req.method, origin)) {
    res.status(403).json({ success: false, error: FORGED_REQUEST_MESSAGE });
    return;
  }
  res.locals.secure = secureCookies(env.NODE_ENV, req.headers.host);
  res.locals.csrfKey = readCookie(req.get("cookie"), CSRF_COOKIE);
  // Images are cached publicly, so they never carry a Set-Cookie; every page and form post does.
  const cacheable = req.path === "/img" || req.path.startsWith("/media/");
  if (!/^[\w-]{32}$/.test(res.locals.csrfKey ?? "") && !cacheable) {
    res.locals.csrfKey = newCsrfKey();
    res.append("Set-Cookie", cookieHeader(CSRF_COOKIE, res.locals.csrfKey, { secure: res.locals.secure, maxAgeSeconds: 30 * 24 * 60 * 60 }));
  }
  const viewed = pageViewed(req.method, req.originalUrl, req.get("accept"));
  if (viewed) res.append("Set-Cookie", trailCookie(addVisit(decodeTrail(readCookie(req.get("cookie"), TRAIL_COOKIE)), viewed)));
  const started = performance.now();
  res.on("finish", () => {
    logger.info({ site: slug, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(performance.now() - started) }, "request");
  });
  next();
});

app.use(
  createRequestHandler({
    build,
    mode: dev ? "development" : "production",
    getLoadContext: (req, res) => ({
      scope: res.locals.scope,
      inventoryToken: tokens.get(res.locals.scope.config.slug),
      services,
      leads,
      clientIp: req.ip ?? "unknown",
      accounts,
      shopper: readShopper(accounts.secret, res.locals.scope.siteId, req.get("cookie"), new Date()),
      csrfToken: csrfToken(accounts.secret, res.locals.scope.siteId, res.locals.csrfKey ?? ""),
      secureCookies: res.locals.secure,
    }),
  }),
);

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`\nDealer sites are being served (${platform.database.kind} database):`);
  for (const slug of platform.scopes.keys()) {
    const isDefault = slug === platform.registry.defaultSite;
    console.log(`  ${slug.padEnd(16)} http://${slug}.localhost:${env.PORT}${isDefault ? `  (also http://localhost:${env.PORT})` : ""}`);
  }
  console.log("");
  if (platform.database.kind === "pglite") localAdmin = announceLocalAdmin(localAdminFile(env.PGLITE_DIR), env.PORT);
});

function shutdown() {
  if (localAdmin) withdrawLocalAdmin(localAdminFile(env.PGLITE_DIR));
  server.close(() => void leads.outbox.stop().then(() => platform.database.close()).then(() => process.exit(0)));
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
