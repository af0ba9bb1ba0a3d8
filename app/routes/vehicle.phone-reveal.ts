import { logPhoneReveal } from "~/features/vehicle/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/vehicle.phone-reveal";

/** POST /cars/{slug}/phone-reveal: the reveal-phone log call. */
export async function action({ params, context, request }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const logged = await logPhoneReveal(context.get(siteContext), params.slug);
  return Response.json({ logged }, { status: logged ? 201 : 404 });
}
