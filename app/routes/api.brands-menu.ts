import { loadBrandIndex } from "~/features/brands/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/api.brands-menu";

/** GET /api/brands-menu: the header's brand logo tiles, fetched the first time the menu opens. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await loadBrandIndex(context.get(siteContext)), {
    headers: { "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}
