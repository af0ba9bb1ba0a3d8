import { recordVisit } from "~/features/leads/visit-trail.server";
import { platformContext, secureCookiesContext } from "~/platform/context";
import type { Route } from "./+types/visit";

/** GET /visit.gif?page={path}: the visit pixel every page carries (features/leads/visit-pixel.tsx). */
export function loader({ request, context }: Route.LoaderArgs) {
  return recordVisit(context.get(platformContext).leads.trail, request, context.get(secureCookiesContext));
}
