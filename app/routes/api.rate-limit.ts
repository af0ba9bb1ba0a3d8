import { verificationAllowed } from "~/features/accounts/index.server";
import { TOO_MANY_ATTEMPTS_MESSAGE, localMobile, mobileError } from "~/features/accounts";
import { z } from "zod";
import { parseForm } from "~/platform/http/request-body.server";
import { requestContext, siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/api.rate-limit";

const Body = z.object({ phone: z.string().default("") });

/** POST /api/rate-limit { phone }: spec 001 section 7; a non-OK answer blocks code sending. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ ok: false, error: "Method not allowed" }, { status: 405 });
  const body = await parseForm(request, Body);
  if (!body.success) return Response.json({ ok: false, error: body.error }, { status: 400 });
  const typed = body.data.phone;
  const phone = localMobile(typed);
  if (!phone) return Response.json({ ok: false, error: mobileError(typed) }, { status: 400 });
  if (
    !(await verificationAllowed(
      context.get(siteContext),
      context.get(servicesContext).accounts.limits,
      phone,
      context.get(requestContext).clientIp,
    ))
  ) {
    return Response.json({ ok: false, error: TOO_MANY_ATTEMPTS_MESSAGE }, { status: 429 });
  }
  return Response.json({ ok: true, error: null });
}
