import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { recordAudit } from "~/features/console-staff/index.server";
import type { Database } from "~/platform/db/client.server";
import { sites } from "~/platform/db/schema";
import { mediaPath, type MediaStore } from "~/platform/media/media-store";
import { drawWordmark, WORDMARK } from "~/platform/media/wordmark.server";
import { LocationEntrySchema } from "~/platform/tenancy/location-config";
import { checkSiteConfig, otherSiteClaims, publishSiteConfig } from "~/platform/tenancy/site-versions.server";
import { refusal, type Refusal } from "~/platform/forms/refusal";
import { firstYard, firstYardErrors, NEW_SITE_FIELDS, NewSiteSchema, newSiteConfig, type NewSite } from "./new-site";
import { commitMedia, stageMedia } from "~/platform/media/staged-media.server";

export type SiteCreation = { ok: true; slug: string; siteId: number; domain: string } | Refusal;

const refused = (error: string, fields?: Record<string, string>): SiteCreation => refusal("invalid", error, fields);

/** The form as the schema reads it: each field by its name, the first yard's under `location.`. */
function readForm(get: (name: string) => string) {
  const location = Object.fromEntries(
    NEW_SITE_FIELDS.filter((f) => f.startsWith("location.")).map((f) => [f.slice("location.".length), get(f)]),
  );
  return NewSiteSchema.safeParse({ ...Object.fromEntries(NEW_SITE_FIELDS.map((f) => [f, get(f)])), location });
}

/**
 * Issue 41: a platform operator's new dealer site. Checked whole before anything is written (its
 * slug and domains against every other site, its colours for contrast, its first yard by the
 * location rules); then its row, a wordmark logo in the media store, and its version 1, which
 * every process serves from the moment it is announced.
 */
export async function createSite(
  db: Database,
  media: MediaStore,
  get: (name: string) => string,
  staffId: number,
): Promise<SiteCreation> {
  const parsed = readForm(get);
  if (!parsed.success)
    return refused(
      "Some details need a look: each says what is wrong.",
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]).reverse()),
    );
  const site = parsed.data;
  const yard = LocationEntrySchema.safeParse(firstYard(site));
  if (!yard.success)
    return refused("The first yard needs a look: each field says what is wrong.", firstYardErrors(yard.error.issues));
  const [taken] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, site.slug));
  if (taken) return refused(`${site.slug} is another site's slug.`, { slug: `${site.slug} is another site's slug` });
  const checked = checkSiteConfig(
    newSiteConfig(site, { src: "/logo.png", width: 180, height: 48 }),
    site.slug,
    await otherSiteClaims(db, 0),
  );
  if (!checked.ok) return refused(checked.error);
  return writeSite(db, media, site, staffId);
}

async function writeSite(db: Database, media: MediaStore, site: NewSite, staffId: number): Promise<SiteCreation> {
  const key = `${site.slug}/logo-${randomUUID()}.png`;
  const logo = { src: mediaPath(key), width: WORDMARK.width / 2, height: WORDMARK.height / 2 };
  const config = newSiteConfig(site, logo);
  const [row] = await db
    .insert(sites)
    .values({ slug: site.slug, name: site.name, template: site.template, url: config.url })
    .onConflictDoNothing()
    .returning({ id: sites.id });
  if (!row) return refusal("conflict", `${site.slug} was taken a moment ago by another site.`);
  const wordmark = await drawWordmark(site.name, site.primary);
  await stageMedia(db, media, row.id, { key, body: wordmark, contentType: "image/png" });
  // The site exists for visitors once its first version is published: its logo and record are kept with it.
  const published = await publishSiteConfig(db, row.id, site.slug, config, {
    source: "console",
    staffId,
    note: "site created",
    alongside: async (tx) => {
      await commitMedia(tx, [key]);
      await recordAudit(tx, row.id, {
        staffId,
        action: "site.create",
        entity: "site",
        entityId: row.id,
        after: config,
      });
    },
  });
  if (!published.ok) {
    await media.delete(key);
    await db.delete(sites).where(eq(sites.id, row.id));
    return refused(published.error);
  }
  return { ok: true, slug: site.slug, siteId: row.id, domain: site.domains[0]! };
}
