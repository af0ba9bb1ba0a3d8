import { shopperSummary } from "~/features/accounts/index.server";
import { siteContext } from "~/platform/http/context";
import { PERSONAL_CACHE } from "~/platform/http/personal";
import { shopperContext } from "./_shared/shopper.server";
import type { Route } from "./+types/api.shopper";

/**
 * GET /api/shopper: the signed-in shopper's phone and watched cars, or null. Pages are the same for
 * every visitor (and cached); what is one shopper's arrives after load from here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const shopper = await shopperSummary(context.get(siteContext), await context.get(shopperContext).read());
  return Response.json({ shopper }, { headers: { "Cache-Control": PERSONAL_CACHE } });
}
