import { useRef, useState } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { FormAlert, inputClass } from "~/ui/field";
import { LazyImage } from "~/ui/lazy-image";

export interface CarPhoto {
  url: string;
  alt: string;
}

type Upload = { name: string; progress: number; error?: string };

/** Sends one file with its progress; the answer names what was refused. */
function sendPhoto(carId: number, file: File, placement: string, onProgress: (share: number) => void) {
  return new Promise<{ refused: { name: string; error: string }[]; error?: string }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/console/stock/${carId}/photos`);
    request.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    request.onload = () => {
      try {
        resolve(JSON.parse(request.responseText));
      } catch {
        resolve({ refused: [], error: `${file.name} could not be sent (${request.status}).` });
      }
    };
    request.onerror = () => resolve({ refused: [], error: `${file.name} could not be sent: check the connection.` });
    const body = new FormData();
    body.append("photos", file);
    body.append("new_photos", placement);
    request.send(body);
  });
}

/**
 * A car's photos: add many at once (a file picker, a phone's camera, or dropped files, each with its
 * progress), reorder by dragging or with the arrow keys on a photo's handle (or its buttons without
 * scripts), choose the first, describe, delete.
 */
export function CarPhotos({
  carId,
  carName,
  photos,
  canWrite,
  message,
  newPhotos,
}: {
  carId: number;
  carName: string;
  photos: CarPhoto[];
  canWrite: boolean;
  message: string | undefined;
  /** Where this person's new photos go among the car's others: their last choice. */
  newPhotos: "first" | "last";
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const order = useFetcher();
  const revalidator = useRevalidator();
  const picker = useRef<HTMLInputElement>(null);
  const placement = useRef<HTMLSelectElement>(null);

  async function upload(files: File[]) {
    setUploads(files.map((f) => ({ name: f.name, progress: 0 })));
    const where = placement.current?.value ?? newPhotos;
    // Each photo sent goes first in turn: sent last to first, the chosen ones keep their order.
    const sending = [...files.entries()];
    if (where === "first") sending.reverse();
    for (const [i, file] of sending) {
      const answer = await sendPhoto(carId, file, where, (share) =>
        setUploads((all) => all.map((u, j) => (j === i ? { ...u, progress: share } : u))),
      );
      const error = answer.error ?? answer.refused[0]?.error;
      setUploads((all) => all.map((u, j) => (j === i ? { ...u, progress: 1, error } : u)));
    }
    await revalidator.revalidate();
    setUploads((all) => all.filter((u) => u.error));
  }

  function move(urls: string[], announcement: string) {
    order.submit({ intent: "order", order: urls.join("\n") }, { method: "post" });
    setSaid(announcement);
  }

  function moveBy(url: string, step: number) {
    const at = photos.findIndex((p) => p.url === url);
    const to = at + step;
    if (at < 0 || to < 0 || to >= photos.length) return;
    const urls = photos.map((p) => p.url);
    urls.splice(to, 0, ...urls.splice(at, 1));
    move(urls, `Photo moved to position ${to + 1} of ${photos.length}.`);
  }

  function drop(target: string) {
    if (!dragging || dragging === target) return;
    const urls = photos.map((p) => p.url).filter((u) => u !== dragging);
    urls.splice(urls.indexOf(target), 0, dragging);
    move(urls, `Photo moved to position ${urls.indexOf(dragging) + 1} of ${photos.length}.`);
    setDragging(null);
  }

  const pending = order.formData?.get("order");
  const shown =
    typeof pending === "string" ? pending.split("\n").flatMap((u) => photos.filter((p) => p.url === u)) : photos;

  return (
    <section aria-labelledby="car-photos" className="rounded-lg border border-muted bg-background p-4">
      <h2 id="car-photos" className="mb-2 font-bold">
        Photos ({shown.length})
      </h2>
      {message ? <FormAlert text={message} /> : null}
      {canWrite ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="mb-3 rounded border-2 border-dashed border-muted-foreground/40 p-3 text-sm"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            const files = [...e.dataTransfer.files];
            if (files.length) void upload(files);
          }}
          onSubmit={(e) => {
            const files = [...(picker.current?.files ?? [])];
            if (!files.length) return;
            e.preventDefault();
            void upload(files);
          }}
        >
          <input type="hidden" name="intent" value="upload" />
          <label htmlFor="photo-files" className="block font-semibold">
            Add photos <span className="font-normal text-muted-foreground">(or drop them here)</span>
          </label>
          <input
            ref={picker}
            id="photo-files"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="mt-1 block w-full text-sm"
          />
          <label className="mt-2 flex items-center gap-2">
            New photos go
            <select
              ref={placement}
              name="new_photos"
              defaultValue={newPhotos}
              className={`${inputClass} mt-0 w-auto py-1 text-sm`}
            >
              <option value="first">first</option>
              <option value="last">last</option>
            </select>
          </label>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass({ size: "sm" })}>
              Upload
            </button>
            <label
              className={buttonClass(
                { variant: "outline", size: "sm" },
                "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary",
              )}
            >
              Take a photo
              <input
                name="photos"
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                onChange={(e) => {
                  const files = [...(e.currentTarget.files ?? [])];
                  if (files.length) void upload(files);
                }}
              />
            </label>
          </div>
          {uploads.length ? (
            <ul className="mt-2 space-y-1" aria-label="Uploads">
              {uploads.map((u, i) => (
                <li key={i}>
                  <span className="block truncate">{u.name}</span>
                  {u.error ? (
                    <span className="font-semibold text-red-700">{u.error}</span>
                  ) : (
                    <progress value={u.progress} max={1} className="w-full" aria-label={`Sending ${u.name}`} />
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </Form>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {shown.length ? (
        <ol className="grid grid-cols-2 gap-2" aria-label="Photos in order">
          {shown.map((photo, i) => (
            <li
              key={photo.url}
              draggable={canWrite}
              onDragStart={() => setDragging(photo.url)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => drop(photo.url)}
              className="rounded border border-muted p-1 text-xs"
              data-photo={photo.url}
            >
              <LazyImage
                src={imageUrl(photo.url, { width: 320 })}
                alt={photo.alt || `${carName}, photo ${i + 1} of ${shown.length}`}
                className="aspect-[4/3] w-full rounded object-cover"
                width={160}
                height={120}
                eager={i < 4}
              />
              <div className="mt-1 flex items-center justify-between gap-1">
                <span className="font-semibold">{i === 0 ? "First" : `#${i + 1}`}</span>
                {canWrite ? (
                  <button
                    type="button"
                    className="rounded px-1 font-semibold underline"
                    aria-label={`Photo ${i + 1}: arrow keys move it`}
                    onKeyDown={(e) => {
                      const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[e.key];
                      if (!step) return;
                      e.preventDefault();
                      moveBy(photo.url, step);
                    }}
                  >
                    Move
                  </button>
                ) : null}
              </div>
              {canWrite ? <PhotoActions photo={photo} index={i} count={shown.length} /> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No photos yet.</p>
      )}
    </section>
  );
}

/** A photo's own buttons: plain forms, so each works without scripts and from the keyboard. */
function PhotoActions({ photo, index, count }: { photo: CarPhoto; index: number; count: number }) {
  const act = (intent: string, label: string, hidden = false) =>
    hidden ? null : (
      <Form method="post" className="contents">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="url" value={photo.url} />
        <button type="submit" className="underline" aria-label={`${label}: photo ${index + 1}`}>
          {label}
        </button>
      </Form>
    );
  return (
    <div className="mt-1 space-y-1">
      <div className="flex flex-wrap gap-x-2">
        {act("earlier", "Earlier", index === 0)}
        {act("later", "Later", index === count - 1)}
        {act("first", "Make first", index === 0)}
        {act("delete", "Delete")}
      </div>
      <Form method="post" className="flex gap-1">
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="url" value={photo.url} />
        <input
          name="alt"
          defaultValue={photo.alt}
          placeholder="Describe it"
          aria-label={`Description of photo ${index + 1}`}
          className={`${inputClass} mt-0 px-1 py-0.5 text-xs`}
        />
        <button type="submit" className="underline">
          Save
        </button>
      </Form>
    </div>
  );
}
