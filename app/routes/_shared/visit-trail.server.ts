import { createCookie, type Cookie } from "react-router";
import { addVisit, fitTrail, readTrail, visitedPage, type VisitTrail } from "~/features/leads";

/**
 * The visit trail's cookie: signed, httpOnly, for the browser session only (one visit), and kept
 * with the site it was made on: another site of the platform starts its own trail.
 */
export function visitTrailCookie(secrets: string[]): Cookie {
  return createCookie("visit_trail", { path: "/", sameSite: "lax", httpOnly: true, secrets });
}

export async function readVisitTrail(cookie: Cookie, siteId: number, cookieHeader: string | null): Promise<VisitTrail> {
  const kept = (await cookie.parse(cookieHeader)) as { site_id?: unknown; trail?: unknown } | null;
  return readTrail(kept?.site_id === siteId ? kept.trail : null);
}

/** A transparent 1 x 1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * GET /visit.gif?page=: the page joins the visit's trail, so the pages seen and the campaign reach
 * the lead with or without scripts. Every page carries the pixel; the router changes its address on
 * each page opened in the browser, so the browser asks again.
 */
export async function recordVisit(
  cookie: Cookie,
  siteId: number,
  request: Request,
  secure: boolean,
): Promise<Response> {
  const headers = new Headers({ "Content-Type": "image/gif", "Cache-Control": "private, no-store" });
  const page = visitedPage(new URL(request.url).searchParams.get("page"));
  if (page) {
    const trail = fitTrail(addVisit(await readVisitTrail(cookie, siteId, request.headers.get("cookie")), page));
    headers.append("Set-Cookie", await cookie.serialize({ site_id: siteId, trail }, { secure }));
  }
  return new Response(new Uint8Array(PIXEL), { headers });
}
