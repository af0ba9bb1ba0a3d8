import sharp, { type Metadata } from "sharp";

/**
 * Uploaded pictures are checked by what they hold, not by their name: the first bytes say what
 * they are, the header says how large they would be decoded (before a pixel is decoded), and the
 * kept copy is re-encoded upright with every EXIF field (a phone's GPS position too) left behind.
 */
export const PHOTO_LIMITS = {
  bytes: 15 * 1024 * 1024,
  /** A 48-megapixel phone photo fits; a small file claiming 20,000 × 20,000 pixels does not. */
  pixels: 50_000_000,
  /** The longest side kept: more than any page shows, so /img never enlarges. */
  side: 2400,
} as const;

export type PhotoKind = "JPEG" | "PNG" | "WebP" | "HEIC";

export type PhotoIntake = { ok: true; body: Buffer; width: number; height: number } | { ok: false; error: string };

export interface UploadedFile {
  name: string;
  /** What the browser said it is (often from the name); checked against the content. */
  type: string;
  bytes: Buffer;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1", "avif"]);

/** What the first bytes say the file is, null when it is no picture we take. */
export function sniffPhoto(bytes: Buffer): PhotoKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "JPEG";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "PNG";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "WebP";
  if (bytes.toString("latin1", 4, 8) === "ftyp" && HEIF_BRANDS.has(bytes.toString("latin1", 8, 12))) return "HEIC";
  return null;
}

const DECLARED: [RegExp, PhotoKind][] = [
  [/^image\/jpe?g$|\.jpe?g$/i, "JPEG"],
  [/^image\/png$|\.png$/i, "PNG"],
  [/^image\/webp$|\.webp$/i, "WebP"],
  [/^image\/hei[cf]$|\.hei[cf]$/i, "HEIC"],
];

/** What the name or the browser's type claims, when either names a picture kind. */
function declaredKind(file: UploadedFile): PhotoKind | null {
  for (const [pattern, kind] of DECLARED) if (pattern.test(file.type) || pattern.test(file.name)) return kind;
  return null;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The refusal, in words a salesperson can act on, or null when the file may be read. */
export function refusal(file: UploadedFile, kind: PhotoKind | null, noun = "photo"): string | null {
  const name = `"${file.name.slice(0, 80)}"`;
  if (/[/\\]|\.\./.test(file.name) || [...file.name].some((c) => c.charCodeAt(0) < 32))
    return `${name} is refused: a file name may not hold a folder path.`;
  if (file.bytes.length === 0) return `${name} is empty.`;
  if (file.bytes.length > PHOTO_LIMITS.bytes)
    return `${name} is ${megabytes(file.bytes.length)}; a ${noun} may be at most ${megabytes(PHOTO_LIMITS.bytes)}.`;
  if (!kind) return `${name} is not a picture: ${noun}s must be JPEG, PNG or WebP.`;
  const claimed = declaredKind(file);
  if (claimed && claimed !== kind)
    return `${name} says it is a ${claimed} picture but holds a ${kind} one, so it is refused.`;
  return null;
}

export async function takePhoto(file: UploadedFile): Promise<PhotoIntake> {
  const kind = sniffPhoto(file.bytes);
  const refused = refusal(file, kind);
  if (refused) return { ok: false, error: refused };
  const name = `"${file.name.slice(0, 80)}"`;
  const unreadable: PhotoIntake = {
    ok: false,
    error:
      kind === "HEIC"
        ? `${name} is a HEIC photo, which this server cannot read: set the camera to "Most Compatible" or send a JPEG.`
        : `${name} could not be read as a picture.`,
  };
  let meta: Metadata;
  try {
    meta = await sharp(file.bytes, { limitInputPixels: false }).metadata();
  } catch {
    return unreadable;
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > PHOTO_LIMITS.pixels)
    return {
      ok: false,
      error: `${name} is ${width.toLocaleString("en-AU")} × ${height.toLocaleString("en-AU")} pixels; a photo may be at most ${PHOTO_LIMITS.pixels / 1_000_000} megapixels.`,
    };
  try {
    const { data, info } = await sharp(file.bytes, { limitInputPixels: PHOTO_LIMITS.pixels })
      .rotate()
      .resize({ width: PHOTO_LIMITS.side, height: PHOTO_LIMITS.side, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, body: data, width: info.width, height: info.height };
  } catch {
    return unreadable;
  }
}

/** The logo's display size on the site's header: 48 pixels high, as wide as its shape asks (at most 320). */
const LOGO_HEIGHT = 48;

/**
 * A site's logo: checked as a photo is, kept as PNG so its transparency stays, at most 4 times its
 * display size. An SVG is refused (a script could ride in it): a PNG export of it is asked for.
 */
export async function takeLogo(
  file: UploadedFile,
): Promise<{ ok: true; body: Buffer; width: number; height: number } | { ok: false; error: string }> {
  const name = `"${file.name.slice(0, 80)}"`;
  if (
    /\.svg$/i.test(file.name) ||
    file.type === "image/svg+xml" ||
    file.bytes.subarray(0, 200).toString("latin1").includes("<svg")
  )
    return {
      ok: false,
      error: `${name} is an SVG: send the logo as a PNG (export it from the SVG at 4 times its size).`,
    };
  const kind = sniffPhoto(file.bytes);
  const refused = refusal(file, kind === "HEIC" ? null : kind, "logo");
  if (refused) return { ok: false, error: refused };
  try {
    const meta = await sharp(file.bytes, { limitInputPixels: false }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_LIMITS.pixels)
      return { ok: false, error: `${name} is too large a picture for a logo.` };
    const { data, info } = await sharp(file.bytes, { limitInputPixels: PHOTO_LIMITS.pixels })
      .rotate()
      .resize({ height: LOGO_HEIGHT * 4, width: 320 * 4, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    const width = Math.min(320, Math.round((LOGO_HEIGHT * info.width) / info.height));
    return { ok: true, body: data, width, height: Math.round((width * info.height) / info.width) };
  } catch {
    return { ok: false, error: `${name} could not be read as a picture.` };
  }
}
