import { data } from "react-router";
import { recipientOf } from "~/routes/_shared/alerts.server";
import { AlertsPage } from "~/features/alerts/components";
import { recipientAlerts, removeSavedSearch, unsubscribe } from "~/features/alerts/index.server";
import { siteContext } from "~/platform/http/context";
import { z } from "zod";
import { parseForm } from "~/platform/http/request-body.server";
import { personalHeaders } from "~/platform/http/personal";
import { isRowId } from "~/platform/forms/row-id";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/alerts";

/** /alerts/{token}: one recipient's alerts, opened from any of their e-mails, without signing in. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alerts = await recipientAlerts(context.get(siteContext), recipientOf(context, params.token));
  if (!alerts) throw data(null, { status: 404 });
  return { alerts, manage: `/alerts/${params.token}` };
}

const Intent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("unsubscribe") }),
  z.object({ intent: z.literal("remove"), search_id: z.string().transform(Number).refine(isRowId) }),
]);

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = recipientOf(context, params.token);
  const scope = context.get(siteContext);
  const body = await parseForm(request, Intent);
  if (!body.success) return data({ notice: null }, { status: 400 });
  if (body.data.intent === "unsubscribe") {
    await unsubscribe(scope, id);
    return { notice: "You're unsubscribed. We won't email you again." };
  }
  await removeSavedSearch(scope, id, body.data.search_id);
  return { notice: "Search removed." };
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Your alerts" }, { name: "robots", content: "noindex" }];
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertsPage alerts={loaderData.alerts} notice={actionData?.notice ?? null} manage={loaderData.manage} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
