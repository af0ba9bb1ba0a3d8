import { createHash } from "node:crypto";

/** An ETag of these bytes (weak for a page, whose bytes a proxy may re-encode). */
export function etagOf(body: Buffer, weak = false): string {
  return `${weak ? "W/" : ""}"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match names this ETag (or "*"), weakly compared as the header asks. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(etag));
}
