import express, { type Router } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { localCommands } from "./local-commands";
import { databaseHasNoCars, seedDemoSites } from "~/features/demo/index.server";
import { boundSearchIndexes, searchIndexBytes, warmSearchIndexes } from "~/features/search/index.server";
import { collectProcessMetrics, gaugeOf } from "~/platform/metrics/metrics.server";
import { measureRequests } from "~/platform/http/request-metrics.server";
import { pendingCount } from "~/platform/outbox/outbox.server";
import { recomputeAllDirtySegments } from "~/features/market/index.server";
import { appServices, servicesContext } from "~/services.server";
import { bootPlatform } from "~/platform/boot/boot.server";
import { platformContext, requestContext, type PlatformServices } from "~/platform/http/context";
import { announceServer } from "~/platform/db/pglite-owner.server";
import { earlyPageCache } from "~/platform/http/early-page-cache.server";
import { healthRoutes, WARMING_MOST_MS, type Readiness } from "~/platform/http/health.server";
import { answerWithin } from "~/platform/async/settle-within";
import type { Env } from "~/platform/runtime/env.server";
import { crossSiteRoutePatterns } from "~/platform/http/cross-site-routes";
import { reactRouterHandler } from "~/platform/http/react-router-handler.server";
import { resolveSiteSlug } from "~/platform/tenancy/host";
import { PageCache } from "~/platform/http/page-cache.server";
import { routeManifestCache } from "~/platform/http/route-manifest-cache.server";
import { knownBrands } from "~/platform/images/brand-names.server";
import { imageService } from "~/platform/images/transform.server";
import { mediaStoreFromEnv } from "~/platform/media/media-store-from-env.server";
import { mediaSweeper } from "~/platform/media/staged-media.server";
import { logger } from "~/platform/logging/logger.server";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { sessionSecrets } from "~/platform/security/secrets.server";
import { staffCookies } from "~/routes/_shared/staff-cookies.server";
import { staffStanding } from "~/routes/_shared/staff-standing.server";

export interface PlatformApp {
  /** Every site's pages, APIs and local commands; static files are the process entry's. */
  router: Router;
  database: "pglite" | "postgres";
  sites: { slug: string; isDefault: boolean }[];
  /** One request through the pipeline and the routes, without Express (benchmarks, tests). */
  fetch(request: Request, clientIp?: string): Promise<Response>;
  /** Called once the server listens: tools may now go through it. */
  listening(port: number): void;
  /** Called when shutdown begins: /readyz answers 503 from now on, while requests are still served. */
  drain(): void;
  stop(): Promise<void>;
}

/**
 * The platform in one module graph with the routes (Vite bundles this file as the server entry), so
 * the search index, the change feed and every cache exist once per process: boots the database,
 * seeds an empty one, builds sites' search indexes ahead once it answers, and hands each request to
 * React Router, whose root middleware resolves the site, refuses forgeries, reads the shopper and
 * records the visit.
 */
export async function startPlatform(
  env: Env,
  options: { dev: boolean; build: () => Promise<ServerBuild> },
): Promise<PlatformApp> {
  const platform = await bootPlatform(env);
  const { db } = platform.database;
  const media = mediaStoreFromEnv(env);
  if (env.SEED_DEMO && (await databaseHasNoCars(db))) {
    for (const seeded of await seedDemoSites(platform.scopes, media)) logger.info(seeded, "seeded demo site");
    // The demo's first visitor sees its market figures: computed before the first page, not after.
    await recomputeAllDirtySegments(db);
  }
  boundSearchIndexes(env.SEARCH_INDEX_MB);

  const secrets = await sessionSecrets(db, env.SESSION_SECRET);
  const limits = rateLimits(db);
  const services = appServices(env, db, platform.scopes, limits, secrets);
  services.leads.outbox.start();
  services.routing.start();
  services.alerts.outbox.start();
  services.feeds.scheduler.start();
  services.market.worker.start();
  services.quotes.worker.start();
  const mediaSweep = mediaSweeper(db, media);
  mediaSweep.start();
  const build = await options.build();
  const crossSite = crossSiteRoutePatterns(build);
  const platformServices: PlatformServices = {
    registry: platform.registry,
    scopes: platform.scopes,
    images: imageService(env.IMAGE_CACHE_DIR, {
      knownBrand: knownBrands(
        db,
        [...platform.scopes.values()].map((scope) => scope.config.name),
      ),
      cacheBytes: env.IMAGE_CACHE_MB * 1024 * 1024,
      media,
    }),
    media,
    limits,
    pages: new PageCache(env.PAGE_CACHE_MB * 1024 * 1024),
    crossSiteRoutes: (pattern) => crossSite.has(pattern),
    nodeEnv: env.NODE_ENV,
    render: (request) => fetch(request),
  };

  // Given a function, React Router derives the routes again on every request (flattening and ranking
  // all of them), which only development's reloading needs.
  const handle = options.dev
    ? createRequestHandler(options.build, "development")
    : createRequestHandler(build, "production");
  const fetch = (request: Request, clientIp = "127.0.0.1") => {
    const context = new RouterContextProvider();
    const url = new URL(request.url);
    context.set(platformContext, platformServices);
    context.set(servicesContext, services);
    context.set(requestContext, { clientIp, requestedPath: `${url.pathname}${url.search}` });
    return handle(request, context);
  };
  collectProcessMetrics();
  gaugeOf("lead_outbox_depth", "Lead deliveries waiting to be sent", () => pendingCount(db, "lead_deliveries"));
  gaugeOf("alert_outbox_depth", "Alert e-mails waiting to be sent", () => pendingCount(db, "alert_mails"));
  gaugeOf("lead_alert_outbox_depth", "Staff lead alerts (push, e-mail, SMS) waiting to be sent", () =>
    pendingCount(db, "lead_alerts"),
  );
  gaugeOf("search_index_bytes", "What the sites' search indexes hold in memory", searchIndexBytes);
  const router = express.Router();
  router.use(measureRequests());
  const readiness: Readiness = { draining: false, warming: true };
  router.use(healthRoutes(db, readiness));
  let localSecret: string | null = null;
  router.use(localCommands(platform.scopes, () => localSecret, services.staff.mail, media));
  router.use(earlyPageCache(platform.registry, platform.scopes, platformServices.pages, platformServices.render));
  router.use(routeManifestCache(platformServices.render));
  router.use(
    reactRouterHandler(fetch, {
      bearerTokenFor: (host) => {
        const slug = resolveSiteSlug(host, platform.registry);
        return slug ? services.inventoryTokens.get(slug) : undefined;
      },
      staffStanding: staffStanding(platform.registry, platform.scopes, staffCookies(secrets)),
    }),
  );

  return {
    router,
    database: platform.database.kind,
    sites: [...platform.scopes.keys()].map((slug) => ({ slug, isDefault: slug === platform.registry.defaultSite })),
    fetch,
    listening(port) {
      if (platform.database.kind === "pglite") localSecret = announceServer(env.PGLITE_DIR, port).secret;
      logger.info({ port, database: platform.database.kind }, "answering requests");
      const warmed = warmSearchIndexes([...platform.scopes.values()]).catch((error: unknown) =>
        logger.warn({ err: error }, "the search indexes could not be built ahead"),
      );
      void answerWithin(warmed, WARMING_MOST_MS, undefined).then(() => {
        readiness.warming = false;
      });
    },
    drain() {
      readiness.draining = true;
    },
    async stop() {
      readiness.draining = true;
      mediaSweep.stop();
      await Promise.all([
        services.leads.outbox.stop(),
        services.routing.stop(),
        services.alerts.outbox.stop(),
        services.feeds.scheduler.stop(),
        services.market.worker.stop(),
        services.quotes.worker.stop(),
      ]);
      await platform.database.close();
    },
  };
}

/** React Router's build of the routes, from the same module graph as this file. */
export const serverBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;
