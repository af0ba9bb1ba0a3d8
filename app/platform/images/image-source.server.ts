import { readFile } from "node:fs/promises";
import path from "node:path";
import { mediaKeyOfPath, type MediaStore } from "../media/media-store";
import { brandSvg, isVehicleDrawing, vehicleSvg } from "./vehicle-svg";

export interface ImageSource {
  body: Buffer;
  contentType: string;
}

const PUBLIC_DIR = path.resolve(process.cwd(), "public");
const TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
};
const VEHICLE = /^\/media\/vehicle\/([a-z0-9-]+)\/([a-z0-9-]+)\/([a-z0-9-]+)\.svg$/;
const BRAND = /^\/media\/brand\/([a-z0-9-]+)\.svg$/;

/** Whether the platform draws a mark for this brand slug ("mercedes-benz"): makes and names its sites have. */
export type KnownBrand = (slug: string) => Promise<boolean>;

/**
 * Finds the original of an image by its site-relative path: a generated demo drawing (of a closed
 * set: bodies, paints and views the drawings know, brands the sites have), an upload the media
 * store keeps, or a file under public/. Only local paths are accepted, so the image endpoint can
 * never fetch elsewhere.
 */
export async function loadImageSource(
  src: string,
  knownBrand: KnownBrand,
  media?: MediaStore,
): Promise<ImageSource | null> {
  const key = mediaKeyOfPath(src);
  if (key) return media ? media.get(key) : null;
  const vehicle = VEHICLE.exec(src);
  if (vehicle) {
    const [, body = "", colour = "", view = ""] = vehicle;
    if (!isVehicleDrawing({ body, colour, view })) return null;
    return { body: Buffer.from(vehicleSvg({ body, colour, view })), contentType: "image/svg+xml" };
  }
  const brand = BRAND.exec(src);
  if (brand) {
    const slug = brand[1] ?? "";
    if (!(await knownBrand(slug))) return null;
    return { body: Buffer.from(brandSvg(slug.replace(/-/g, " "))), contentType: "image/svg+xml" };
  }
  const type = TYPES[path.extname(src).toLowerCase()];
  if (!type || !src.startsWith("/")) return null;
  const file = path.resolve(PUBLIC_DIR, `.${path.posix.normalize(src)}`);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  try {
    return { body: await readFile(file), contentType: type };
  } catch {
    return null;
  }
}
