import { QuoteRequestSchema } from "~/features/finance";
import { parseJson } from "~/platform/http/request-body.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/api.youx.quote";

/** POST /api/youx/quote (spec 000 and 001 section 7): the finance partner's quick quote, or an error field. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await parseJson(request, QuoteRequestSchema);
  if (!body.success) return Response.json({ error: body.error }, { status: 400 });
  try {
    return Response.json(await context.get(servicesContext).outside.financePartner.quote(body.data));
  } catch {
    return Response.json({ error: "Failed to get YouX quick quote" }, { status: 502 });
  }
}
