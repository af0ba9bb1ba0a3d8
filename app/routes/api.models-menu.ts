import { modelsMenu } from "~/features/models/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/api.models-menu";

/** GET /api/models-menu: the header's models menu, fetched the first time the menu opens. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await modelsMenu(context.get(siteContext)), {
    headers: { "Cache-Control": "public, max-age=0, s-maxage=300" },
  });
}
