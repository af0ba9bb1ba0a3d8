import { redirect } from "react-router";
import { signedOutCookie } from "~/features/accounts/shopper-session.server";
import { refuseForgedRequest } from "~/platform/csrf.server";
import type { Route } from "./+types/sign-out";

/** POST /sign-out: ends the shopper's session on this site and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const forged = await refuseForgedRequest(request, context.csrfToken);
  if (forged) return forged;
  return redirect("/", { status: 303, headers: { "Set-Cookie": signedOutCookie(context.secureCookies) } });
}

export function loader() {
  return redirect("/");
}
