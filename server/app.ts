import express, { type Router } from "express";
import type { ServerBuild } from "react-router";
import { localCommands } from "~/features/admin/local-commands.server";
import { accountServices } from "~/features/accounts/account-services.server";
import { databaseHasNoCars, seedDemoSites } from "~/features/demo/seed.server";
import { leadServices } from "~/features/leads/lead-services.server";
import { addVisit, decodeTrail, pageViewed, TRAIL_COOKIE, trailCookie } from "~/features/leads/visit-trail";
import { siteSearchIndex } from "~/features/search/search-index.server";
import { bootPlatform } from "~/platform/boot.server";
import { cookieHeader, readCookie, secureCookies } from "~/platform/cookies";
import { FORGED_REQUEST_MESSAGE } from "~/platform/csrf";
import { CSRF_COOKIE, crossSiteRequest, csrfToken, newCsrfKey } from "~/platform/csrf.server";
import { announceServer } from "~/platform/db/pglite-owner.server";
import { inventoryTokens, type Env } from "~/platform/env.server";
import { imageService } from "~/platform/images/transform.server";
import { rateLimits } from "~/platform/rate-limits.server";
import { reactRouterHandler } from "~/platform/http/react-router-handler.server";
import { logger } from "~/platform/logger.server";
import { outsideServices } from "~/platform/outside-services.server";
import { resolveSiteSlug } from "~/platform/tenancy/host";
import { unknownHostPage } from "~/platform/tenancy/unknown-host";

export interface PlatformApp {
  /** Every site's pages, APIs and local commands; static files are the process entry's. */
  router: Router;
  database: "pglite" | "postgres";
  sites: { slug: string; isDefault: boolean }[];
  /** Called once the server listens: tools may now go through it. */
  listening(port: number): void;
  stop(): Promise<void>;
}

/**
 * The platform in one module graph with the routes (Vite bundles this file as the server entry), so
 * the search index, the change feed and every cache exist once per process: boots the database,
 * seeds an empty one, warms every site's index, and answers requests.
 */
export async function startPlatform(env: Env, options: { dev: boolean; build: () => Promise<ServerBuild> }): Promise<PlatformApp> {
  const platform = await bootPlatform(env);
  if (env.SEED_DEMO && (await databaseHasNoCars(platform.database.db))) {
    for (const seeded of await seedDemoSites(platform.scopes)) logger.info(seeded, "seeded demo site");
  }
  // Build every site's search index before the first shopper arrives.
  await Promise.all([...platform.scopes.values()].map((scope) => siteSearchIndex(scope)));

  const tokens = inventoryTokens(env);
  const services = outsideServices(env);
  const limits = rateLimits(platform.database.db);
  const leads = leadServices(env, platform.database.db, platform.scopes.values(), limits);
  leads.outbox.start();
  const accounts = await accountServices(env, platform.database.db, limits);
  const images = imageService(env.IMAGE_CACHE_DIR);

  const router = express.Router();
  let localSecret: string | null = null;
  router.use(localCommands(platform.scopes, () => localSecret));

  router.use((req, res, next) => {
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

  router.use(
    reactRouterHandler(options.build, options.dev ? "development" : "production", async (req, res) => {
      const shopper = await accounts.sessions.read(res.locals.scope.siteId, req.get("cookie") ?? null);
      // Every page a signed-in shopper sees carries their details: never kept by a shared cache.
      res.locals.personal = shopper !== null;
      return {
      scope: res.locals.scope,
      inventoryToken: tokens.get(res.locals.scope.config.slug),
      services,
      leads,
      clientIp: req.ip ?? "unknown",
      accounts,
      shopper,
      csrfToken: csrfToken(accounts.secret, res.locals.scope.siteId, res.locals.csrfKey ?? ""),
      images,
      secureCookies: res.locals.secure,
      };
    }),
  );

  return {
    router,
    database: platform.database.kind,
    sites: [...platform.scopes.keys()].map((slug) => ({ slug, isDefault: slug === platform.registry.defaultSite })),
    listening(port) {
      if (platform.database.kind === "pglite") localSecret = announceServer(env.PGLITE_DIR, port).secret;
    },
    async stop() {
      await leads.outbox.stop();
      await platform.database.close();
    },
  };
}

/** React Router's build of the routes, from the same module graph as this file. */
export const serverBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
