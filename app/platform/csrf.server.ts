import { randomBytes } from "node:crypto";
import { CSRF_FIELD, CSRF_HEADER, FORGED_REQUEST_MESSAGE } from "./csrf";
import { sameSignature, sign } from "./signed-value.server";

/**
 * Signed double-submit: a random key in an httpOnly cookie, and in the page a token that is the
 * key's HMAC for this site. A state-changing request must carry the token; another origin can
 * neither read it nor make it.
 */
export const CSRF_COOKIE = "csrf_key";

export function newCsrfKey(): string {
  return randomBytes(24).toString("base64url");
}

export function csrfToken(secret: string, siteId: number, key: string): string {
  return sign(secret, `csrf:${siteId}:${key}`);
}

async function submittedToken(request: Request): Promise<string> {
  const header = request.headers.get(CSRF_HEADER);
  if (header) return header;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = (await request.clone().json().catch(() => null)) as Record<string, unknown> | null;
    return typeof body?.[CSRF_FIELD] === "string" ? body[CSRF_FIELD] : "";
  }
  if (type.includes("form")) {
    const value = (await request.clone().formData().catch(() => null))?.get(CSRF_FIELD);
    return typeof value === "string" ? value : "";
  }
  return "";
}

export function csrfMatches(submitted: unknown, expected: string): boolean {
  return typeof submitted === "string" && submitted !== "" && sameSignature(submitted, expected);
}

/** A 403 for a request without this page's token, or null when it may go on. */
export async function refuseForgedRequest(request: Request, expected: string): Promise<Response | null> {
  if (csrfMatches(await submittedToken(request), expected)) return null;
  return Response.json({ success: false, error: FORGED_REQUEST_MESSAGE }, { status: 403 });
}

/** A browser's word that a state-changing request came from another site's page (Origin or Sec-Fetch-Site). */
export function crossSiteRequest(method: string, headers: { origin?: string; host?: string; secFetchSite?: string }): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(method)) return false;
  if (headers.secFetchSite === "cross-site") return true;
  if (!headers.origin || headers.origin === "null") return false;
  try {
    return new URL(headers.origin).host !== headers.host;
  } catch {
    return true;
  }
}
