import { recordView } from "~/features/vehicle/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/vehicle.view";

/** GET /cars/{slug}/view.json (spec 000 section 7): counts the view, answers views and car_fields. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  // A page of another site counting here is a mistake, not a view (website_id is the page's site).
  const website = new URL(request.url).searchParams.get("website_id");
  if (website && website !== scope.config.slug) return Response.json({ error: "Vehicle not found" }, { status: 404 });
  const answer = await recordView(scope, params.slug);
  if (!answer) return Response.json({ error: "Vehicle not found" }, { status: 404 });
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
