import { listingSuggestions } from "~/features/listing/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/api.search-suggestions";

/** GET /api/search-suggestions?q=: what the listing's search box suggests as a shopper types (issue 38). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  return Response.json(await listingSuggestions(context.get(siteContext), text), {
    headers: { "Cache-Control": "public, max-age=60, s-maxage=60" },
  });
}
