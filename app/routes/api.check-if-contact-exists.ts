import { contactExists } from "~/features/accounts/contacts.server";
import { localMobile, mobileError } from "~/features/accounts/phone-number";
import type { Route } from "./+types/api.check-if-contact-exists";

/** GET /api/check-if-contact-exists?phone_number=: spec 001 section 7, `{ data, error }` for this site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("phone_number") ?? "";
  const phone = localMobile(typed);
  if (!phone) return Response.json({ data: null, error: mobileError(typed) }, { status: 400 });
  if (!context.leads.limits.allowEvent(context.clientIp, Date.now())) return Response.json({ data: null, error: "Too many requests" }, { status: 429 });
  return Response.json({ data: { phone_number: phone, exists: await contactExists(context.scope, phone) }, error: null }, { headers: { "Cache-Control": "no-store" } });
}
