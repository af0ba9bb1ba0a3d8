import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { site_content } from "~/platform/db/schema";
import { mediaKeysIn, mediaPath, type MediaStore } from "~/platform/media/media-store";
import { takePhoto, type UploadedFile } from "~/platform/media/photo-intake.server";
import { refusal, type Refusal } from "~/platform/forms/refusal";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { announceSiteChange } from "~/platform/tenancy/site-versions.server";
import { ContentNameSchema, contentOfForm, contentState, type ContentKind } from "./content-rules";
import { commitMedia, stageMedia } from "~/platform/media/staged-media.server";

export type ContentWrite = { ok: true; id: number } | Refusal;

const STALE = "Someone else saved this after you opened it: reload to see theirs, then make your change again.";
const NOT_FOUND: ContentWrite = refusal("not-found", "This site has no such page or post.");

/** Every page and post of the site, pages by address, then posts newest first, with where each stands. */
export async function consoleContent(scope: SiteScope) {
  const rows = await scope.db
    .select()
    .from(site_content)
    .where(eq(site_content.site_id, scope.siteId))
    .orderBy(desc(site_content.kind), desc(sql`${site_content.draft}->>'date'`), asc(site_content.name));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    title: row.draft.title,
    date: row.draft.date ?? null,
    state: contentState(row),
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function contentRow(scope: SiteScope, id: number) {
  const [row] = await scope.db
    .select()
    .from(site_content)
    .where(and(eq(site_content.site_id, scope.siteId), eq(site_content.id, id)));
  return row ?? null;
}

/**
 * Saves a new page or post, or an edit of one over the version its form was opened at, as its
 * draft; with `publish`, the draft also goes on the site, in every process at once.
 */
export async function saveContent(
  scope: SiteScope,
  staff: StaffMember,
  target: { id: number; version: number } | { kind: ContentKind; name: string },
  get: (name: string) => string,
  publish: boolean,
): Promise<ContentWrite> {
  const existing = "id" in target ? await contentRow(scope, target.id) : null;
  if ("id" in target && !existing) return NOT_FOUND;
  const kind = existing?.kind ?? (target as { kind: ContentKind }).kind;
  const read = contentOfForm(kind, get, scope.config.home.hero_image);
  const name = existing
    ? { success: true as const, data: existing.name }
    : ContentNameSchema.safeParse((target as { name: string }).name);
  const errors = { ...(read.ok ? {} : read.errors), ...(name.success ? {} : { name: name.error.issues[0]!.message }) };
  if (!read.ok || !name.success) return refusal("invalid", "Some fields need a look: each says what is wrong.", errors);
  const now = new Date();
  const written = await scope.db.transaction(async (tx) => {
    const [row] = existing
      ? await tx
          .update(site_content)
          .set({
            draft: read.fields,
            ...(publish ? { published: read.fields, published_at: now } : {}),
            version: existing.version + 1,
            staff_id: staff.staffId,
            updated_at: now,
          })
          .where(
            and(eq(site_content.id, existing.id), eq(site_content.version, (target as { version: number }).version)),
          )
          .returning({ id: site_content.id })
      : await tx
          .insert(site_content)
          .values({
            site_id: scope.siteId,
            kind,
            name: name.data,
            draft: read.fields,
            published: publish ? read.fields : null,
            published_at: publish ? now : null,
            source: "console",
            staff_id: staff.staffId,
          })
          .onConflictDoNothing()
          .returning({ id: site_content.id });
    if (!row) return null;
    // A picture attached with this send is named by the text now: it stays.
    await commitMedia(tx, mediaKeysIn(JSON.stringify(read.fields)));
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: publish ? "content.publish" : "content.draft",
      entity: kind,
      entityId: name.data,
      before: existing ? { ...existing.draft } : null,
      after: { ...read.fields },
    });
    return row;
  });
  if (!written)
    return existing
      ? refusal("conflict", STALE)
      : refusal("invalid", "Not saved: the site has this address already.", {
          name: "The site already has a page at this address: choose another",
        });
  if (publish) await announceSiteChange(scope.db, scope.siteId);
  return { ok: true, id: written.id };
}

/** Takes a page or post off the site; its row and draft stay, so it can go back up (and a file never brings it back). */
export async function unpublishContent(scope: SiteScope, staff: StaffMember, id: number): Promise<ContentWrite> {
  const row = await contentRow(scope, id);
  if (!row) return NOT_FOUND;
  await scope.db.transaction(async (tx) => {
    await tx
      .update(site_content)
      .set({
        published: null,
        published_at: null,
        version: row.version + 1,
        staff_id: staff.staffId,
        updated_at: new Date(),
      })
      .where(eq(site_content.id, row.id));
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "content.unpublish",
      entity: row.kind,
      entityId: row.name,
    });
  });
  await announceSiteChange(scope.db, scope.siteId);
  return { ok: true, id };
}

/** A picture for a page or post: checked and kept in the media store like a car's photo; its address goes in the Markdown. */
export async function storeContentImage(
  scope: SiteScope,
  media: MediaStore,
  file: UploadedFile,
): Promise<{ ok: true; src: string } | { ok: false; error: string }> {
  const photo = await takePhoto(file);
  if (!photo.ok) return { ok: false, error: photo.error };
  const key = `${scope.config.slug}/content/${randomUUID()}.jpg`;
  await stageMedia(scope.db, media, scope.siteId, { key, body: photo.body, contentType: "image/jpeg" });
  return { ok: true, src: mediaPath(key) };
}

/**
 * The form with its attached picture put where the editor asked: kept in the media store, then in
 * the text as Markdown (where the writer can move it) or as a post's card picture.
 */
export async function withPicture(
  scope: SiteScope,
  media: MediaStore,
  get: (name: string) => string,
  file: UploadedFile | undefined,
): Promise<{ ok: true; get: (name: string) => string } | { ok: false; error: string }> {
  if (!file) return { ok: true, get };
  const stored = await storeContentImage(scope, media, file);
  if (!stored.ok) return stored;
  const alt = get("picture_alt").trim().replace(/[[\]]/g, "");
  if (get("picture_place") === "card")
    return { ok: true, get: (name) => (name === "image" ? stored.src : name === "image_alt" ? alt : get(name)) };
  const line = `![${alt}](${stored.src})`;
  return { ok: true, get: (name) => (name === "body" ? `${get("body").trimEnd()}\n\n${line}\n` : get(name)) };
}
