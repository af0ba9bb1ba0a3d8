import { localMobile } from "~/features/accounts";
import { CreateCustomerBody } from "~/features/finance";
import { handOver } from "~/features/finance/index.server";
import { requestContext, siteContext } from "~/platform/http/context";
import { parseJson } from "~/platform/http/request-body.server";
import { shopperContext } from "./_shared/shopper.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/api.youx.create-customer";
import { statusOf } from "./_shared/answers.server";

export const VERIFY_FIRST = "Please verify your mobile number first.";

/**
 * POST /api/youx/create-customer { data, additionalData } (spec 001 section 7): for a shopper whose
 * mobile is verified (signed in with it), the finance enquiry is stored first, then the customer is
 * handed to the finance partner; answers { redirectUrl } or { error } in the spec's words.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const body = await parseJson(request, CreateCustomerBody);
  if (!body.success) return Response.json({ error: body.error }, { status: 400 });
  const shopper = await context.get(shopperContext).read();
  const phone = localMobile(body.data.data.phoneNumber);
  if (!shopper || !phone || shopper.phone !== phone) return Response.json({ error: VERIFY_FIRST }, { status: 401 });
  const { leads, outside } = context.get(servicesContext);
  const application = { ...body.data, data: { ...body.data.data, phoneNumber: phone } };
  const answer = await handOver(context.get(siteContext), leads, outside.financePartner, application, {
    ip: context.get(requestContext).clientIp,
    userAgent: request.headers.get("user-agent"),
    url: request.headers.get("referer"),
    now: new Date(),
  });
  if (answer.ok) return Response.json({ redirectUrl: answer.redirectUrl, lead_id: answer.lead_id });
  return Response.json({ error: answer.error, lead_id: answer.lead_id }, { status: statusOf(answer.reason) });
}
