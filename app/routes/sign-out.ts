import { redirect } from "react-router";
import { refuseForgedRequest } from "~/platform/csrf.server";
import { readFields } from "~/platform/http/request-body.server";
import type { Route } from "./+types/sign-out";

/**
 * POST /sign-out: ends the shopper's session on this site (with `everywhere=1`, every session they
 * have on it: other browsers and devices too) and goes home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const forged = await refuseForgedRequest(request, context.csrfToken);
  if (forged) return forged;
  const everywhere = (await readFields(request))?.everywhere === "1";
  const cleared = await context.accounts.sessions.end(context.scope.siteId, request.headers.get("cookie"), context.secureCookies, everywhere);
  return redirect("/", { status: 303, headers: { "Set-Cookie": cleared } });
}

export function loader() {
  return redirect("/");
}
