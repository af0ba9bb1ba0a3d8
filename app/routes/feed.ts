import { data } from "react-router";
import { FEEDS, feedStream, isFeedName } from "~/features/seo/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/feed";

/**
 * /feeds/google-vehicle-listings.xml and /feeds/meta-vehicle-catalogue.csv: the site's cars for sale
 * now, streamed from the inventory as it stands (so an import shows in the next fetch), without the
 * cars the platforms refuse (no price, no picture).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!isFeedName(params.file)) throw data(null, { status: 404 });
  return new Response(feedStream(context.get(siteContext), params.file), {
    headers: { "Content-Type": FEEDS[params.file].type, "Cache-Control": "public, max-age=0, s-maxage=900" },
  });
}
