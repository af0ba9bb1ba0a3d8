import { z } from "zod";
import { MISCELLANEOUS_COLUMNS } from "~/features/leads/index.server";
import { saveWithValuationLead } from "~/features/trade-in/index.server";
import { VALUATION_MESSAGES } from "~/features/trade-in";
import { siteContext } from "~/platform/http/context";
import { parseJson } from "~/platform/http/request-body.server";
import type { Route } from "./+types/api.miscellaneous";

const Body = z.object({
  reference: z.string().regex(/^[\w-]{6,32}$/),
  column_name: z.enum(MISCELLANEOUS_COLUMNS),
  data: z.record(z.string(), z.unknown()),
});

/** POST /api/miscellaneous (spec 000 section 7): the valuation result saved with its lead, column_name 'valuation'. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await parseJson(request, Body);
  if (!body.success) return Response.json({ error: body.error }, { status: 400 });
  const saved = await saveWithValuationLead(
    context.get(siteContext),
    body.data.reference,
    body.data.column_name,
    body.data.data,
  );
  if (saved === "not_found") return Response.json({ error: "Not found" }, { status: 404 });
  if (saved === "failed") return Response.json({ error: VALUATION_MESSAGES.save_failed }, { status: 503 });
  return Response.json({ ok: true });
}
