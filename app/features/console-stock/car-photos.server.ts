import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import type { CarImage } from "~/platform/db/json-types";
import { cars } from "~/platform/db/schema";
import { mediaKeyOfPath, mediaPath, type MediaStore } from "~/platform/media/media-store";
import { takePhoto, type UploadedFile } from "~/platform/media/photo-intake.server";
import { commitMedia, stageMedia } from "~/platform/media/staged-media.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { refusal, type Refusal } from "~/platform/forms/refusal";
import { movePhoto, PHOTOS_PER_CAR, type PhotoMove } from "./photo-rules";
import { isPhotoPlacement, keepPhotoPlacement, photoPlacementOf, type PhotoPlacement } from "./photo-placement.server";

/** A photo the panel could not take, and why. */
export interface RejectedPhoto {
  name: string;
  error: string;
}

export type PhotoWrite =
  { ok: true; added: number; rejected: RejectedPhoto[] } | (Refusal & { rejected?: RejectedPhoto[] });

const NOT_FOUND = refusal("not-found", "No such car in this site's stock.");

async function photosOf(scope: SiteScope, id: number): Promise<CarImage[] | null> {
  const [car] = await scope.db
    .select({ images: cars.images })
    .from(cars)
    .where(and(eq(cars.id, id), eq(cars.site_id, scope.siteId)));
  return car ? car.images : null;
}

/**
 * Writes the car's photos, its count and first picture with them, audited, then publishes the car.
 * The photos are read again under a row lock in the same transaction, so two uploads at once each
 * add theirs (neither writes over the other's).
 */
async function writePhotos(
  scope: SiteScope,
  staff: StaffMember,
  id: number,
  action: string,
  change: (current: CarImage[]) => CarImage[] | null,
  detail: Record<string, unknown>,
  newKeys: readonly string[] = [],
): Promise<boolean> {
  const written = await scope.db.transaction(async (tx) => {
    const [car] = await tx
      .select({ images: cars.images })
      .from(cars)
      .where(and(eq(cars.id, id), eq(cars.site_id, scope.siteId)))
      .for("update");
    const images = change(car?.images ?? []);
    if (!images) return false;
    await commitMedia(tx, newKeys);
    await tx
      .update(cars)
      .set({
        images,
        photos_count: images.length,
        primary_image_url: images[0]?.image.url ?? null,
        updated_at: new Date(),
      })
      .where(and(eq(cars.id, id), eq(cars.site_id, scope.siteId)));
    await recordAudit(tx, scope.siteId, { staffId: staff.staffId, action, entity: "car", entityId: id, after: detail });
    return true;
  });
  if (written) await announceInventoryChange(scope.db, scope.siteId, [id]);
  return written;
}

/**
 * Checks each file by its content, keeps the good ones in the media store, then adds them to the
 * car in one write, before or after its other photos. A refused file is named with its reason; a failure stores nothing new and
 * leaves the photos already saved as they were.
 */
export async function addPhotos(
  scope: SiteScope,
  media: MediaStore,
  staff: StaffMember,
  id: number,
  files: readonly UploadedFile[],
  placement: PhotoPlacement = "last",
): Promise<PhotoWrite> {
  const current = await photosOf(scope, id);
  if (!current) return NOT_FOUND;
  if (!files.length) return refusal("invalid", "Choose one or more photos first.");
  const room = PHOTOS_PER_CAR - current.length;
  if (files.length > room)
    return refusal(
      "invalid",
      `A car may have at most ${PHOTOS_PER_CAR} photos; this one has ${current.length}, so ${Math.max(0, room)} more fit.`,
    );
  const rejected: RejectedPhoto[] = [];
  const kept: string[] = [];
  for (const file of files) {
    const taken = await takePhoto(file);
    if (!taken.ok) {
      rejected.push({ name: file.name, error: taken.error });
      continue;
    }
    const key = `${scope.config.slug}/cars/${id}-${randomUUID()}.jpg`;
    await stageMedia(scope.db, media, scope.siteId, { key, body: taken.body, contentType: "image/jpeg" });
    kept.push(key);
  }
  if (!kept.length) return { ...refusal("invalid", rejected.map((r) => r.error).join(" ")), rejected };
  const added = kept.map((key) => ({ image: { url: mediaPath(key) }, thumb: { url: mediaPath(key) } }));
  let written: boolean;
  try {
    // The cap is checked again under the row's lock: uploads sent at once cannot pass it together.
    const placed = (latest: CarImage[]) => (placement === "first" ? [...added, ...latest] : [...latest, ...added]);
    const fits = (latest: CarImage[]) => (latest.length + added.length > PHOTOS_PER_CAR ? null : placed(latest));
    written = await writePhotos(scope, staff, id, "car.photos.add", fits, { added: kept.length }, kept);
  } catch (error) {
    await Promise.allSettled(kept.map((key) => media.delete(key)));
    throw error;
  }
  if (!written) {
    await Promise.allSettled(kept.map((key) => media.delete(key)));
    return refusal(
      "invalid",
      `A car may have at most ${PHOTOS_PER_CAR} photos, and other uploads have just filled it.`,
    );
  }
  return { ok: true, added: kept.length, rejected };
}

/**
 * An upload from the photo panel: its photos go first or last as the person chose with it (the
 * choice then kept for them), else as they chose last time.
 */
export async function addPhotosAsChosen(
  scope: SiteScope,
  media: MediaStore,
  staff: StaffMember,
  id: number,
  files: readonly UploadedFile[],
  chosen: string,
): Promise<PhotoWrite> {
  const placement = isPhotoPlacement(chosen) ? chosen : await photoPlacementOf(scope, staff.staffId);
  if (isPhotoPlacement(chosen)) await keepPhotoPlacement(scope, staff, chosen);
  return addPhotos(scope, media, staff, id, files, placement);
}

/** Reorders, chooses the first, renames or deletes one photo; a deleted upload leaves the media store too. */
export async function changePhoto(
  scope: SiteScope,
  media: MediaStore,
  staff: StaffMember,
  id: number,
  change: PhotoMove,
): Promise<PhotoWrite> {
  const current = await photosOf(scope, id);
  if (!current) return NOT_FOUND;
  const next = movePhoto(current, change);
  if (typeof next === "string") return refusal("invalid", next);
  await writePhotos(scope, staff, id, `car.photos.${change.kind}`, () => next, { ...change });
  if (change.kind === "delete") {
    const key = mediaKeyOfPath(change.url);
    // Only the car's own uploads go: the demo's drawings are shared by many cars.
    if (key?.startsWith(`${scope.config.slug}/cars/`)) await media.delete(key);
  }
  return { ok: true, added: 0, rejected: [] };
}
