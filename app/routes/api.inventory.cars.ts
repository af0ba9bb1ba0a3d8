import { siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import { handleInventoryPost } from "./api.inventory.cars.server";
import type { CrossSiteHandle } from "~/platform/http/cross-site-routes";
import type { Route } from "./+types/api.inventory.cars";

/** Dealer systems (a DMS, a stock feed) call this from anywhere with the site's token; no cookie is read. */
export const handle: CrossSiteHandle = {
  crossSite: "authenticated by the site's bearer token (INVENTORY_API_TOKENS), never by cookies",
};

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "PUT")
    return new Response(null, { status: 405, headers: { Allow: "POST, PUT" } });
  const scope = context.get(siteContext);
  return handleInventoryPost(scope, context.get(servicesContext).inventoryTokens.get(scope.config.slug), request);
}

export function loader() {
  return Response.json({ error: "POST cars to this address" }, { status: 405, headers: { Allow: "POST, PUT" } });
}
