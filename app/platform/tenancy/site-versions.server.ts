import { and, desc, eq, max, ne, sql } from "drizzle-orm";
import { announceLocally, originOf } from "../db/change-feed.server";
import type { Database } from "../db/client.server";
import { site_config_versions, sites } from "../db/schema";
import { logger } from "../logging/logger.server";
import { normaliseHost } from "./host";
import { SiteConfigSchema, type SiteConfig } from "./site-config";
import { storedLocationList, writeLocationList } from "./site-locations.server";
import type { SiteScope } from "./site-scope";
import { contrastRatio, themeContrastPairs } from "./theme";

/** WCAG AA for body text. */
const BODY_TEXT_CONTRAST = 4.5;

/**
 * Issue 41: a site's configuration lives in the database as numbered versions; one is published.
 * Publishing validates the whole configuration with the site-config schema and against every other
 * site (no domain claimed twice), then tells this process and every other (NOTIFY), which swap the
 * site's configuration in place and drop its cached pages.
 */
export const SITE_CONFIG_CHANNEL = "site_config_published";

export type VersionWrite = { ok: true; number: number } | { ok: false; error: string };

export interface VersionFacts {
  source: "seed" | "import" | "console" | "restore";
  staffId?: number | null;
  note?: string;
  /** What else the publish writes, in its own transaction (the staff audit record, the draft's removal). */
  alongside?: (tx: Database, number: number) => Promise<void>;
}

/** The configuration, or every reason it cannot be published, in words naming the field. */
export function checkSiteConfig(
  input: unknown,
  slug: string,
  others: readonly SiteClaim[],
): { ok: true; config: SiteConfig } | { ok: false; error: string } {
  const parsed = SiteConfigSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      error: parsed.error.issues.map((i) => `${i.path.join(".") || "(the file)"}: ${i.message}`).join("; "),
    };
  const config = parsed.data;
  const faint = themeContrastPairs(config.theme.colors).find(
    ([, fg, bg]) => contrastRatio(fg, bg) < BODY_TEXT_CONTRAST,
  );
  if (faint)
    return {
      ok: false,
      error: `theme.colors: ${faint[0]} is ${contrastRatio(faint[1], faint[2]).toFixed(1)}:1; text needs at least ${BODY_TEXT_CONTRAST}:1`,
    };
  if (config.slug !== slug)
    return { ok: false, error: `slug: this is site ${slug}'s configuration, not ${config.slug}'s` };
  // A site also answers at <slug>.localhost on a developer's machine.
  const claimed = new Map(
    others.flatMap((o) => [...o.domains, `${o.slug}.localhost`].map((d) => [normaliseHost(d), o.slug] as const)),
  );
  for (const domain of config.domains) {
    const owner = claimed.get(normaliseHost(domain));
    if (owner) return { ok: false, error: `domains: ${domain} is already ${owner}'s` };
  }
  return { ok: true, config };
}

/** What a site claims that no other may: its slug and its domains. */
export interface SiteClaim {
  slug: string;
  domains: readonly string[];
}

/**
 * What every other site claims, read from their published configurations in the query (not parsed
 * whole: a publish among 500 sites reads 500 small rows, not 500 configurations).
 */
export async function otherSiteClaims(db: Database, siteId: number): Promise<SiteClaim[]> {
  const rows = await db
    .select({
      slug: sites.slug,
      domains: sql<string[]>`coalesce(${site_config_versions.config} -> 'domains', '[]'::jsonb)`,
    })
    .from(sites)
    .innerJoin(site_config_versions, eq(site_config_versions.id, sites.published_version_id))
    .where(ne(sites.id, siteId));
  return rows;
}

/** Writes the configuration as the site's next version and publishes it, or says why not (nothing is written then). */
export async function publishSiteConfig(
  db: Database,
  siteId: number,
  slug: string,
  input: unknown,
  facts: VersionFacts,
): Promise<VersionWrite> {
  const checked = checkSiteConfig(input, slug, await otherSiteClaims(db, siteId));
  if (!checked.ok) return checked;
  const { config } = checked;
  config.locations.list ??= await storedLocationList(db, siteId);
  const number = await db.transaction(async (tx) => {
    const [{ latest } = { latest: 0 }] = await tx
      .select({ latest: max(site_config_versions.number) })
      .from(site_config_versions)
      .where(eq(site_config_versions.site_id, siteId));
    const next = (latest ?? 0) + 1;
    const [version] = await tx
      .insert(site_config_versions)
      .values({
        site_id: siteId,
        number: next,
        config: config as unknown as Record<string, unknown>,
        source: facts.source,
        note: facts.note ?? null,
        staff_id: facts.staffId ?? null,
        published_at: new Date(),
      })
      .returning({ id: site_config_versions.id });
    await tx
      .update(sites)
      .set({ published_version_id: version!.id, name: config.name, template: config.template, url: config.url })
      .where(eq(sites.id, siteId));
    await writeLocationList(tx as unknown as Database, siteId, config.locations.list ?? []);
    await facts.alongside?.(tx as unknown as Database, next);
    return next;
  });
  await announceSiteChange(db, siteId);
  return { ok: true, number };
}

/** Publishes an earlier version again, as a new version (history only grows). */
export async function restoreSiteVersion(
  db: Database,
  siteId: number,
  slug: string,
  number: number,
  staffId: number | null,
  alongside?: VersionFacts["alongside"],
): Promise<VersionWrite> {
  const [old] = await db
    .select({ config: site_config_versions.config })
    .from(site_config_versions)
    .where(and(eq(site_config_versions.site_id, siteId), eq(site_config_versions.number, number)));
  if (!old) return { ok: false, error: `Site ${slug} has no version ${number}.` };
  return publishSiteConfig(db, siteId, slug, old.config, {
    source: "restore",
    staffId,
    note: `version ${number} restored`,
    alongside,
  });
}

/** The site's versions, newest first. */
export async function siteVersions(db: Database, siteId: number) {
  return db
    .select({
      id: site_config_versions.id,
      number: site_config_versions.number,
      source: site_config_versions.source,
      note: site_config_versions.note,
      staff_id: site_config_versions.staff_id,
      created_at: site_config_versions.created_at,
      published: sql<boolean>`${site_config_versions.id} = ${sites.published_version_id}`,
    })
    .from(site_config_versions)
    .innerJoin(sites, eq(sites.id, site_config_versions.site_id))
    .where(eq(site_config_versions.site_id, siteId))
    .orderBy(desc(site_config_versions.number));
}

/** The published configuration of a site, null before its first version. */
export async function publishedSiteConfig(db: Database, siteId: number): Promise<SiteConfig | null> {
  const [row] = await db
    .select({ config: site_config_versions.config })
    .from(sites)
    .innerJoin(site_config_versions, eq(site_config_versions.id, sites.published_version_id))
    .where(eq(sites.id, siteId));
  return row ? SiteConfigSchema.parse(row.config) : null;
}

/**
 * At start: a site the database has no version of gets its file as version 1; every scope then
 * serves its site's published version.
 */
export async function servePublishedConfigs(db: Database, scopes: Iterable<SiteScope>): Promise<void> {
  for (const scope of scopes) {
    let published = await publishedSiteConfig(db, scope.siteId);
    if (!published) {
      const seeded = await publishSiteConfig(db, scope.siteId, scope.config.slug, scope.config, { source: "seed" });
      if (!seeded.ok) throw new Error(`Site ${scope.config.slug} could not be seeded: ${seeded.error}`);
      published = scope.config;
    }
    scope.config = published;
  }
}

type Listener = (siteId: number) => Promise<void> | void;
const listeners = new WeakMap<Database, Set<Listener>>();

/** Called with a site's id when its published configuration changed, in this process or another. */
export function onSiteConfigPublished(db: Database, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

async function tellLocal(db: Database, siteId: number) {
  for (const listener of listeners.get(db) ?? [])
    await Promise.resolve(listener(siteId)).catch((error: unknown) =>
      logger.error({ err: error, siteId }, "a site configuration listener failed"),
    );
  // Every page of the site was made with the old configuration: its generation moves on here, after
  // the swap, in each process (an inventory notice from elsewhere could land before the swap).
  await announceLocally(db, siteId, []);
}

/** Tells this process and every other that the site changed (its configuration, or its pages and news): each serves it anew. */
export async function announceSiteChange(db: Database, siteId: number) {
  await tellLocal(db, siteId);
  const payload = JSON.stringify({ site_id: siteId, origin: originOf(db) });
  await db.execute(sql`select pg_notify(${SITE_CONFIG_CHANNEL}, ${payload})`);
}

export async function relaySiteConfigNotice(db: Database, payload: string): Promise<void> {
  try {
    const notice = JSON.parse(payload) as { site_id?: unknown; origin?: unknown };
    if (notice.origin !== originOf(db) && typeof notice.site_id === "number") await tellLocal(db, notice.site_id);
  } catch (error) {
    logger.warn({ err: error, payload }, "ignored a malformed site configuration notice");
  }
}

/** After the LISTEN connection came back: publishes missed meanwhile are read now. */
export async function catchUpSiteConfigs(db: Database, siteIds: Iterable<number>): Promise<void> {
  for (const siteId of siteIds) await tellLocal(db, siteId);
}
