import { answerLeadApi } from "~/features/leads/lead-action.server";
import { carLeadForm, generalLeadForm } from "~/features/leads/lead-form-page.server";
import { isCarLeadFormKind } from "~/features/leads/lead-forms";
import { siteContext } from "~/platform/context";
import type { Route } from "./+types/api.leads";

/**
 * POST /api/leads?form={enquire|test-drive|request-photos|find-similar|general}&car={slug}: the
 * shared lead submission with the same fields, rules and storage as the forms' pages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ lead_id: null, error: "Method not allowed" }, { status: 405 });
  const query = new URL(request.url).searchParams;
  const kind = query.get("form") ?? "general";
  const page = isCarLeadFormKind(kind) ? await carLeadForm(context.get(siteContext), query.get("car") ?? "", kind) : kind === "general" ? await generalLeadForm(context.get(siteContext)) : null;
  if (!page) return Response.json({ lead_id: null, error: `No ${kind} form for that car on this site` }, { status: 404 });
  return answerLeadApi(request, context, page);
}
