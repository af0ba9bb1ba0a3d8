import { answerLeadApi } from "~/routes/_shared/lead-answers.server";
import { bookTestDriveForm, carLeadForm, generalLeadForm, serviceBookingForm } from "~/features/leads/index.server";
import { isCarLeadFormKind } from "~/features/leads";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/api.leads";

/**
 * POST /api/leads?form={enquire|test-drive|request-photos|find-similar|general|book-test-drive|service}&car={slug}:
 * the shared lead submission with the same fields, rules and storage as the forms' pages.
 */
async function formOf(request: Request, context: Route.ActionArgs["context"], kind: string) {
  const query = new URL(request.url).searchParams;
  const scope = context.get(siteContext);
  if (isCarLeadFormKind(kind)) return carLeadForm(scope, query.get("car") ?? "", kind);
  if (kind === "general") return generalLeadForm(scope);
  if (kind === "book-test-drive") return bookTestDriveForm(scope, new URL(request.url));
  if (kind === "service") return serviceBookingForm(scope);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ lead_id: null, error: "Method not allowed" }, { status: 405 });
  const kind = new URL(request.url).searchParams.get("form") ?? "general";
  const page = await formOf(request, context, kind);
  if (!page)
    return Response.json({ lead_id: null, error: `No ${kind} form for that car on this site` }, { status: 404 });
  return answerLeadApi(request, context, page);
}
