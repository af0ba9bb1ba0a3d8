import { lookUpContact } from "~/features/accounts/index.server";
import { requestContext, siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import { statusOf } from "./_shared/answers.server";
import type { Route } from "./+types/api.check-if-contact-exists";

/** GET /api/check-if-contact-exists?phone_number=: spec 001 section 7, `{ data, error }` for this site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("phone_number") ?? "";
  const answer = await lookUpContact(
    context.get(siteContext),
    context.get(servicesContext).leads.limits,
    typed,
    context.get(requestContext).clientIp,
  );
  const status = answer.refused ? statusOf(answer.refused) : 200;
  return Response.json(answer.body, { status, headers: { "Cache-Control": "private, no-store" } });
}
