import { createContext, redirect, type MiddlewareFunction } from "react-router";
import { safeRedirect, signInPath, type SignInType, signInGate, type Shopper } from "~/features/accounts";
import { siteContext, type RouteContext } from "~/platform/http/context";
import { routeCookies } from "./route-cookies.server";

/**
 * The shopper this request's session signs in on this site, read only when a route asks: a response
 * whose route asked is one visitor's, and is never kept by a shared cache.
 */
export interface ShopperAccess {
  read(): Promise<Shopper | null>;
  readonly asked: boolean;
}
export const shopperContext = createContext<ShopperAccess>();

/**
 * Root middleware: the shopper this request's session signs in on this site, read once and only if
 * a route asks (a request without the cookie costs no query either way).
 */
export const readShopper: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const { sessions } = routeCookies(context);
  const siteId = context.get(siteContext).siteId;
  let shopper: Promise<Shopper | null> | undefined;
  context.set(shopperContext, {
    get asked() {
      return shopper !== undefined;
    },
    read: () => (shopper ??= sessions.read(siteId, request.headers.get("cookie"))),
  });
  return next();
};

/** Whether this request's route read the shopper's session: its response is that visitor's alone. */
export const readTheShopper = (context: RouteContext) => context.get(shopperContext).asked;

/** Where the visitor came from on this site (the Referer's path), for the sign-in page's back link. */
function backPath(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  const from = new URL(referer, request.url);
  return from.host === new URL(request.url).host ? safeRedirect(`${from.pathname}${from.search}`) : "/";
}

/**
 * Spec 001 section 6: a gated page's loader calls this first. An anonymous visitor is sent to
 * /sign-in with the type, the page as redirect and where they came from as back.
 */
export async function requireShopper(
  request: Request,
  context: RouteContext,
  fallbackType: SignInType,
): Promise<Shopper> {
  const shopper = await context.get(shopperContext).read();
  if (shopper) return shopper;
  const url = new URL(request.url);
  const type = signInGate(url.pathname, context.get(siteContext).config) ?? fallbackType;
  throw redirect(signInPath(type, `${url.pathname}${url.search}`, backPath(request)));
}
