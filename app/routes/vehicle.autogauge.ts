import { findCar, marketGauge } from "~/features/vehicle/index.server";
import { siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/vehicle.autogauge";

/** GET /cars/{slug}/autogauge (spec 000 section 7): the auto-gauge fields, or 404 when there is nothing to show. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const car = await findCar(context.get(siteContext), params.slug);
  if (!car) return Response.json({ error: "Vehicle not found" }, { status: 404 });
  const gauge = await marketGauge(context.get(siteContext), context.get(servicesContext).outside.marketData, car);
  if (!gauge) return Response.json({ error: "No data returned" }, { status: 404 });
  return Response.json(gauge, { headers: { "Cache-Control": "public, max-age=300" } });
}
