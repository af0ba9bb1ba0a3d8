import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { may, STAFF_PASSKEY_MS, whoMay, type Permission, type StaffMember } from "~/features/console-staff";
import { readStaffSession } from "~/features/console-staff/index.server";
import { requestContext, secureCookiesContext, siteContext, type RouteContext } from "~/platform/http/context";
import { PERSONAL_CACHE } from "~/platform/http/personal";
import { rowIdOf } from "~/platform/forms/row-id";
import { routeCookies } from "./route-cookies.server";

/** The cookies of this request's answer: the session and challenge cookies, Secure as the site is. */
export function consoleCookies(context: RouteContext) {
  const secure = context.get(secureCookiesContext);
  const cookies = routeCookies(context).staff;
  return { session: cookies.session(secure), challenge: cookies.challenge(secure) };
}

/** A passkey session's cookie: kept by the browser for 30 days from its last use. */
export function passkeySessionCookie(context: RouteContext, id: string): Promise<string> {
  return consoleCookies(context).session.serialize(id, { maxAge: STAFF_PASSKEY_MS / 1000 });
}

/** The passkey challenge this request's cookie carries for `purpose`, or null. */
export async function challengeOf(request: Request, context: RouteContext, purpose: "enrol" | "sign-in") {
  const value = (await consoleCookies(context).challenge.parse(request.headers.get("cookie"))) as {
    challenge?: unknown;
    purpose?: unknown;
  } | null;
  return value?.purpose === purpose && typeof value.challenge === "string" ? value.challenge : null;
}

/** The staff this request's session signs in on this site, set by the console layout's middleware. */
export const staffContext = createContext<{ staff: StaffMember; sessionHash: string }>();

/** The session id this request's cookie carries, or null. */
export async function staffSessionId(request: Request, context: RouteContext): Promise<string | null> {
  const value: unknown = await consoleCookies(context).session.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

/**
 * The console layout's middleware: no live staff session of this site, no console (sent to sign in,
 * or 401 for a request that is not a page). Every console response is private and never cached.
 */
export const requireStaffSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const id = await staffSessionId(request, context);
  const session = id ? await readStaffSession(context.get(siteContext), id) : null;
  if (!session) {
    const url = new URL(context.get(requestContext).requestedPath, request.url);
    if (request.method !== "GET") throw data("Sign in to the console first.", { status: 401 });
    throw redirect(`/console/sign-in?redirect=${encodeURIComponent(url.pathname + url.search)}`, {
      headers: { "Cache-Control": PERSONAL_CACHE },
    });
  }
  context.set(staffContext, { staff: session.staff, sessionHash: session.idHash });
  const response = await next();
  // A passkey's session slides: its cookie is renewed with each use (at most once a minute).
  if (session.method === "passkey" && session.touched && id)
    response.headers.append("Set-Cookie", await passkeySessionCookie(context, id));
  if (!/no-store/.test(response.headers.get("Cache-Control") ?? ""))
    response.headers.set("Cache-Control", PERSONAL_CACHE);
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
};

/**
 * A console address's `:id`, read strictly ("abc", "1e3", a number past the column's range name no
 * row): else a 404 in the console's words, thrown from the route's own loader or action so it is
 * drawn inside the console, and no route can hand the database a NaN.
 */
export function rowIdParam(text: string | undefined): number {
  const id = rowIdOf(text);
  if (id === null) throw data(NO_SUCH_ROW, { status: 404 });
  return id;
}

export const NO_SUCH_ROW =
  "Nothing on this site has that number. It may have been removed; choose again from the list.";

/** Every console loader and action starts here: the signed-in staff member, if their role may do this; else 403. */
export function requireStaff(context: RouteContext, permission: Permission): StaffMember {
  const { staff } = context.get(staffContext);
  if (!may(staff, permission))
    throw data(`Your role on this site does not allow this: it needs ${whoMay(permission)}.`, { status: 403 });
  return staff;
}
