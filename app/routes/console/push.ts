import { data } from "react-router";
import { readSubscription, removeSubscription, saveSubscription } from "~/features/lead-routing/index.server";
import { siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/push";

/** GET /console/push (signed in): the platform's VAPID public key, for a browser to subscribe with. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "leads.read");
  return { publicKey: await context.get(servicesContext).routing.push.publicKey() };
}

/**
 * POST /console/push (signed in): `{ intent: "subscribe", subscription }` keeps this browser's push
 * subscription for the staff member's lead alerts; `{ intent: "unsubscribe", endpoint }` forgets it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "leads.read");
  const scope = context.get(siteContext);
  const { routing } = context.get(servicesContext);
  const body = (await request.json().catch(() => null)) as {
    intent?: unknown;
    subscription?: unknown;
    endpoint?: unknown;
  } | null;
  if (body?.intent === "unsubscribe" && typeof body.endpoint === "string") {
    await removeSubscription(scope, staff.staffId, body.endpoint);
    return { subscribed: false };
  }
  const subscription =
    body?.intent === "subscribe" ? readSubscription(body.subscription, routing.pushAllowPrivate) : null;
  if (!subscription)
    return data({ error: "This browser's notification details could not be read. Try again." }, { status: 400 });
  await saveSubscription(scope, staff.staffId, subscription, request.headers.get("user-agent"));
  return { subscribed: true };
}
