import { recordVisit } from "~/routes/_shared/visit-trail.server";
import { secureCookiesContext, siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/visit";

/** GET /visit.gif?page={path}: the visit pixel every page carries (features/leads/visit-pixel.tsx). */
export function loader({ request, context }: Route.LoaderArgs) {
  return recordVisit(
    context.get(servicesContext).cookies.trail,
    context.get(siteContext).siteId,
    request,
    context.get(secureCookiesContext),
  );
}
