import { SettingsHistory } from "~/features/console-settings/components";
import { restoreSettings, settingsHistory, tellOwnersOfSettings } from "~/features/console-settings/index.server";
import { servicesContext } from "~/services.server";
import { siteContext } from "~/platform/http/context";
import { formatSiteDateTime } from "~/platform/text/dates";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/settings-history";
import { ConsoleErrorBoundary } from "~/features/console/components";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction } from "../_shared/staff-action.server";
import { rowIdOf } from "~/platform/forms/row-id";
import { refusal } from "~/platform/forms/refusal";

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

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "settings.write",
    async ({ staff, scope, form }) => {
      const number = rowIdOf(form.value("number"));
      if (number === null) return refused(refusal("invalid", "Choose a version from the list."));
      const restored = await restoreSettings(scope, staff, number);
      if (restored.ok) {
        const mail = args.context.get(servicesContext).staff.mail;
        await tellOwnersOfSettings(mail, scope, staff, restored.number, restored.ownerOnly);
      }
      return restored.ok
        ? { done: `Version ${number} is on the website again, as version ${restored.number}.` }
        : refused(restored);
    },
    ({ form }) => ({ done: `Version ${form.value("number")} is on the website again.` }),
  );
}

/** A send that gets no answer keeps what was typed, with a retry (decision 018). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Settings history · Console" }];
}

export default function ConsoleSettingsHistory({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsHistory
      versions={loaderData.versions}
      outcome={actionData as FormAnswer | undefined}
      done={actionData && "done" in actionData ? actionData.done : null}
    />
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
