import { data } from "react-router";
import { recipientOf } from "~/routes/_shared/alerts.server";
import { AlertsPage } from "~/features/alerts/components";
import { recipientAlerts, removeSavedSearch, unsubscribe } from "~/features/alerts/index.server";
import { siteContext } from "~/platform/http/context";
import { readFields } from "~/platform/http/request-body.server";
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

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = recipientOf(context, params.token);
  const scope = context.get(siteContext);
  const fields = (await readFields(request)) ?? {};
  if (fields.intent === "unsubscribe") {
    await unsubscribe(scope, id);
    return { notice: "You're unsubscribed. We won't email you again." };
  }
  const searchId = Number(fields.search_id);
  if (fields.intent !== "remove" || !isRowId(searchId)) return data({ notice: null }, { status: 400 });
  await removeSavedSearch(scope, id, searchId);
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
