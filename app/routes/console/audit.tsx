import { AuditPage } from "~/features/console-staff/components";
import { auditActions, readAudit } from "~/features/console-staff/index.server";
import { siteContext } from "~/platform/http/context";
import { formatSiteDateTime } from "~/platform/text/dates";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/audit";
import { ConsoleErrorBoundary } from "~/features/console/components";

const shown = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : "");

/** /console/audit (owners): who changed what on this site, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "audit.read");
  const scope = context.get(siteContext);
  const action = (new URL(request.url).searchParams.get("action") ?? "").slice(0, 60);
  const [rows, actions] = await Promise.all([readAudit(scope, { action: action || undefined }), auditActions(scope)]);
  return {
    action,
    actions,
    rows: rows.map((r) => ({
      id: r.id,
      at: formatSiteDateTime(r.at, scope.config.time_zone),
      by: r.by ?? "The platform",
      action: r.action,
      entity: r.entity_id ? `${r.entity} ${r.entity_id}` : r.entity,
      change: [shown(r.before), shown(r.after)].filter(Boolean).join(" → "),
    })),
  };
}

export function meta() {
  return [{ title: "Audit trail · Console" }];
}

export default function ConsoleAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
