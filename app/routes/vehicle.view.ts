import { recordView } from "~/features/vehicle/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/vehicle.view";

/** GET /cars/{slug}/view.json (spec 000 section 7): counts the view, answers views and car_fields. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await recordView(context.get(siteContext), params.slug);
  if (!answer) return Response.json({ error: "Vehicle not found" }, { status: 404 });
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
