import { data } from "react-router";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { deviceName } from "~/features/console-staff";
import { enrolmentOptions, enrolPasskey, relyingPartyOf, removePasskey } from "~/features/console-staff/index.server";
import { siteContext } from "~/platform/http/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { challengeOf, consoleCookies, staffContext } from "../_shared/staff.server";
import type { Route } from "./+types/passkeys";

/**
 * POST /console/passkeys (signed in): `{ intent: "options" }` gives the browser what it needs to make
 * a passkey; `{ intent: "enrol", response }` keeps the passkey it made; a form's `remove` drops one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = context.get(siteContext);
  const { staff } = context.get(staffContext);
  const rp = relyingPartyOf(request.url);
  const cookies = consoleCookies(context);
  if (!request.headers.get("content-type")?.includes("application/json")) {
    const form = await readFormData(request);
    if (!form) return data({ error: UNREADABLE_FORM }, { status: 400 });
    await removePasskey(scope, staff.staffId, form.get("remove") ?? "");
    return { removed: true };
  }
  const body = (await request.json().catch(() => null)) as { intent?: string; response?: unknown } | null;
  if (body?.intent === "options") {
    const options = await enrolmentOptions(scope, staff, rp);
    const cookie = await cookies.challenge.serialize({ challenge: options.challenge, purpose: "enrol" });
    return data(options, { headers: { "Set-Cookie": cookie } });
  }
  const challenge = await challengeOf(request, context, "enrol");
  if (body?.intent !== "enrol" || !challenge || !body.response)
    return data({ error: "Start adding the passkey again." }, { status: 400 });
  const device = deviceName(request.headers.get("user-agent"));
  const ok = await enrolPasskey(scope, staff, rp, body.response as RegistrationResponseJSON, challenge, device);
  const cleared = await cookies.challenge.serialize("", { maxAge: 0 });
  return ok
    ? data({ enrolled: true }, { headers: { "Set-Cookie": cleared } })
    : data(
        { error: "That passkey could not be checked. Try again." },
        { status: 400, headers: { "Set-Cookie": cleared } },
      );
}
