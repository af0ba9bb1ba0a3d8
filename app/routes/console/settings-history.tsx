import { data } from "react-router";
import { SettingsHistory } from "~/features/console-settings/components";
import { restoreSettings, settingsHistory } from "~/features/console-settings/index.server";
import { siteContext } from "~/platform/http/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { formatSiteDateTime } from "~/platform/text/dates";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/settings-history";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/settings/history: every published version with who, when and what changed; restore any. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "settings.write");
  const scope = context.get(siteContext);
  const versions = await settingsHistory(scope);
  return {
    versions: versions.map((v) => ({
      number: v.number,
      when: formatSiteDateTime(v.created_at, scope.config.time_zone),
      by: v.by,
      source: v.source,
      note: v.note,
      published: v.published,
      changes: v.changes,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "settings.write");
  const form = await readFormData(request);
  if (!form) return data({ error: UNREADABLE_FORM, done: null }, { status: 400 });
  const number = Number(form.get("number"));
  const restored = await restoreSettings(context.get(siteContext), staff, number);
  return restored.ok
    ? { error: null, done: `Version ${number} is on the website again, as version ${restored.number}.` }
    : data({ error: restored.error, done: null }, { status: restored.status });
}

export function meta() {
  return [{ title: "Settings history · Console" }];
}

export default function ConsoleSettingsHistory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsHistory versions={loaderData.versions} error={actionData?.error ?? null} done={actionData?.done ?? null} />
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
