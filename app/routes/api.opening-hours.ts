import { headerOpeningHours } from "~/features/locations/locations.server";
import { siteContext } from "~/platform/context";
import type { Route } from "./+types/api.opening-hours";

/** GET /api/opening-hours: the header dropdown's hours, fetched the first time it opens. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await headerOpeningHours(context.get(siteContext)), {
    headers: { "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}
