import { data } from "react-router";
import { FEEDS, feedStream, isFeedName } from "~/features/seo/index.server";
import { siteContext } from "~/platform/http/context";
import { documentResponse } from "~/platform/http/document-cache.server";
import type { Route } from "./+types/feed";
import { limitDocumentFetches, machineDocuments } from "./_shared/machine-documents.server";

/**
 * /feeds/google-vehicle-listings.xml and /feeds/meta-vehicle-catalogue.csv: the site's cars for sale
 * now, without the cars the platforms refuse (no price, no picture); made once per inventory
 * generation (so an import shows in the next fetch) and sent compressed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isFeedName(params.file)) throw data(null, { status: 404 });
  const name = params.file;
  await limitDocumentFetches(context);
  const scope = context.get(siteContext);
  const feed = await machineDocuments(scope, `feed:${name}`, () => new Response(feedStream(scope, name)).text());
  return documentResponse(request, feed, {
    "Content-Type": FEEDS[name].type,
    "Cache-Control": "public, max-age=0, s-maxage=900",
  });
}
