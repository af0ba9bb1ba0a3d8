import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import { offers } from "~/platform/db/schema";
import { mediaPath, type MediaStore } from "~/platform/media/media-store";
import { takePhoto, type UploadedFile } from "~/platform/media/photo-intake.server";
import { siteToday } from "~/platform/text/dates";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { refusal, type Refusal } from "~/platform/forms/refusal";
import { offerState, type OfferForm } from "./offer-rules";
import { commitMedia, stageMedia } from "~/platform/media/staged-media.server";

export type OfferWrite = { ok: true; id: number } | Refusal;

const NO_SUCH_OFFER = "No such offer on this site.";

/** Every offer of the site, drafts and ended ones too, newest first, with where each stands today. */
export async function consoleOffers(scope: SiteScope) {
  const today = siteToday(scope.config.time_zone);
  const rows = await scope.db
    .select({
      id: offers.id,
      name: offers.name,
      price: offers.price,
      published: offers.published,
      starts_on: offers.starts_on,
      ends_on: offers.ends_on,
      image: offers.image_url,
    })
    .from(offers)
    .where(eq(offers.site_id, scope.siteId))
    .orderBy(desc(offers.id));
  return rows.map((r) => ({ ...r, state: offerState(r, today) }));
}

export async function consoleOffer(scope: SiteScope, id: number) {
  const [row] = await scope.db
    .select()
    .from(offers)
    .where(and(eq(offers.site_id, scope.siteId), eq(offers.id, id)));
  return row ?? null;
}

/**
 * Creates or edits an offer from the console's form, as read by `readOfferForm` (an image, when sent, checked and kept through
 * the media store), audited, and shown on the site at once when published and running.
 */
export async function saveOffer(
  scope: SiteScope,
  staff: StaffMember,
  media: MediaStore,
  id: number | null,
  form: OfferForm,
  image: UploadedFile | null,
): Promise<OfferWrite> {
  const before = id === null ? null : await consoleOffer(scope, id);
  if (id !== null && !before) return refusal("not-found", NO_SUCH_OFFER);
  let image_url = before?.image_url ?? null;
  const newKeys: string[] = [];
  if (image) {
    const taken = await takePhoto(image);
    if (!taken.ok) return refusal("invalid", taken.error, { image: taken.error });
    const key = `${scope.config.slug}/offers/${randomUUID()}.jpg`;
    await stageMedia(scope.db, media, scope.siteId, { key, body: taken.body, contentType: "image/jpeg" });
    newKeys.push(key);
    image_url = mediaPath(key);
  }
  const { starts_on, ends_on, category, ...rest } = form;
  const values = {
    ...rest,
    sanitized_description: rest.description,
    category: category || null,
    starts_on: starts_on ?? null,
    ends_on: ends_on ?? null,
    image_url,
    updated_at: new Date(),
  };
  const saved = await scope.db.transaction(async (tx) => {
    await commitMedia(tx, newKeys);
    const [row] = before
      ? await tx
          .update(offers)
          .set(values)
          .where(and(eq(offers.site_id, scope.siteId), eq(offers.id, before.id)))
          .returning({ id: offers.id })
      : await tx
          .insert(offers)
          .values({ ...values, site_id: scope.siteId, categories: category ? [category] : [] })
          .returning({ id: offers.id });
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: before ? "offer.edit" : "offer.add",
      entity: "offer",
      entityId: row!.id,
      before: before ? { name: before.name, published: before.published, ends_on: before.ends_on } : null,
      after: { name: values.name, published: values.published, starts_on: values.starts_on, ends_on: values.ends_on },
    });
    return row!;
  });
  // The offers pages, the home page's latest offers and the sitemap follow.
  await announceInventoryChange(scope.db, scope.siteId, []);
  return { ok: true, id: saved.id };
}

export async function removeOffer(scope: SiteScope, staff: StaffMember, id: number): Promise<OfferWrite> {
  const gone = await scope.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(offers)
      .where(and(eq(offers.site_id, scope.siteId), eq(offers.id, id)))
      .returning({ id: offers.id, name: offers.name });
    if (row)
      await recordAudit(tx, scope.siteId, {
        staffId: staff.staffId,
        action: "offer.remove",
        entity: "offer",
        entityId: id,
        before: { name: row.name },
      });
    return row;
  });
  if (!gone) return refusal("not-found", NO_SUCH_OFFER);
  await announceInventoryChange(scope.db, scope.siteId, []);
  return { ok: true, id };
}
