import { headerOpeningHours } from "~/features/locations/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/api.opening-hours";

/** GET /api/opening-hours[?car={slug}]: the header dropdown's hours (the car's yard's on its page), fetched the first time it opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const car = new URL(request.url).searchParams.get("car")?.slice(0, 200) ?? null;
  return Response.json(await headerOpeningHours(context.get(siteContext), car), {
    headers: { "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}
