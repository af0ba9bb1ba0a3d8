import { data } from "react-router";
import { recipientOf } from "~/routes/_shared/alerts.server";
import { AlertsPage } from "~/features/alerts/components";
import { confirmRecipient, recipientAlerts } from "~/features/alerts/index.server";
import { siteContext } from "~/platform/http/context";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/alerts.confirm";

/** /alerts/{token}/confirm: the double opt-in link; alerts start from here. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  const id = recipientOf(context, params.token);
  const confirmed = await confirmRecipient(scope, id);
  const alerts = await recipientAlerts(scope, id);
  if (!alerts) throw data(null, { status: 404 });
  return {
    alerts,
    manage: `/alerts/${params.token}`,
    notice: confirmed ? "Thanks, your alerts are on. We'll email you when new stock matches or prices drop." : null,
  };
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Alerts confirmed" }, { name: "robots", content: "noindex" }];
}

export default function ConfirmAlerts({ loaderData }: Route.ComponentProps) {
  return <AlertsPage alerts={loaderData.alerts} notice={loaderData.notice} manage={loaderData.manage} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
