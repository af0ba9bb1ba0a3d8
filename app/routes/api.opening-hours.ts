import { headerOpeningHours } from "~/features/locations/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/api.opening-hours";

/** GET /api/opening-hours: the header dropdown's hours, fetched the first time it opens. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await headerOpeningHours(context.get(siteContext)), {
    headers: { "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}
