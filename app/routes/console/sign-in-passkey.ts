import { data } from "react-router";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import {
  relyingPartyOf,
  signInOptions,
  startStaffSession,
  staffOnSite,
  verifyPasskeySignIn,
} from "~/features/console-staff/index.server";
import { platformContext, requestContext, siteContext } from "~/platform/http/context";
import type { RateRule } from "~/platform/security/rate-limits.server";
import { challengeOf, consoleCookies, passkeySessionCookie } from "../_shared/staff.server";
import type { Route } from "./+types/sign-in-passkey";

const PASSKEY_TRIES_PER_IP: RateRule = { name: "staff-passkey-ip", points: 30, windowSeconds: 15 * 60 };

/**
 * POST /console/sign-in/passkey: `{ intent: "options" }` gives a challenge for any passkey of this
 * site; `{ intent: "verify", response }` signs in the staff member whose passkey answered it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = context.get(siteContext);
  const rp = relyingPartyOf(request.url);
  const cookies = consoleCookies(context);
  const ip = context.get(requestContext).clientIp;
  if (!(await context.get(platformContext).limits.take(PASSKEY_TRIES_PER_IP, `${scope.siteId}:${ip}`)))
    return data({ error: "Too many sign-in attempts. Wait 15 minutes and try again." }, { status: 429 });
  const body = (await request.json().catch(() => null)) as { intent?: string; response?: unknown } | null;
  if (body?.intent === "options") {
    const options = await signInOptions(rp);
    const cookie = await cookies.challenge.serialize({ challenge: options.challenge, purpose: "sign-in" });
    return data(options, { headers: { "Set-Cookie": cookie } });
  }
  const challenge = await challengeOf(request, context, "sign-in");
  const staffId =
    body?.intent === "verify" && challenge && body.response
      ? await verifyPasskeySignIn(scope, rp, body.response as AuthenticationResponseJSON, challenge)
      : null;
  const headers = new Headers({ "Set-Cookie": await cookies.challenge.serialize("", { maxAge: 0 }) });
  if (staffId === null || !(await staffOnSite(scope, staffId)))
    return data({ error: "That passkey does not sign in to this site's console." }, { status: 401, headers });
  const id = await startStaffSession(scope, staffId, {
    method: "passkey",
    userAgent: request.headers.get("user-agent"),
    ip,
  });
  headers.append("Set-Cookie", await passkeySessionCookie(context, id));
  return data({ signedIn: true }, { headers });
}
