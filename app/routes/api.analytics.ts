import { parseJson } from "~/platform/http/request-body.server";
import { eventAllowed } from "~/features/leads/index.server";
import { recordEvent } from "~/features/analytics/index.server";
import { AnalyticsEventBody } from "~/features/analytics";
import { requestContext, siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/api.analytics";

/** POST /api/analytics: one analytics event of spec 000 section 7, recorded against the site. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const event = await parseJson(request, AnalyticsEventBody);
  if (!event.success) return Response.json({ error: "Unknown analytics event" }, { status: 400 });
  if (!(await eventAllowed(context.get(servicesContext).leads.limits, context.get(requestContext).clientIp)))
    return Response.json({ error: "Too many events" }, { status: 429 });
  await recordEvent(context.get(siteContext), event.data);
  return new Response(null, { status: 204 });
}
