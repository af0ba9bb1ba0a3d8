import { recordVisit } from "~/routes/_shared/visit-trail.server";
import { secureCookiesContext, siteContext } from "~/platform/http/context";
import type { Route } from "./+types/visit";
import { routeCookies } from "./_shared/route-cookies.server";

/** GET /visit.gif?page={path}: the visit pixel every page carries (features/leads/visit-pixel.tsx). */
export function loader({ request, context }: Route.LoaderArgs) {
  return recordVisit(
    routeCookies(context).trail,
    context.get(siteContext).siteId,
    request,
    context.get(secureCookiesContext),
  );
}
