import { redirect } from "react-router";
import { shopperContext, siteContext, type RouteContext } from "~/platform/context";
import { signInGate } from "./sign-in-gate";
import { safeRedirect, signInPath, type SignInType } from "./sign-in-redirect";
import type { Shopper } from "./shopper";

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
