import { deviceName, readAlertSettingsForm } from "~/features/console-staff";
import { AccountPage } from "~/features/console-staff/components";
import {
  alertSettingsOf,
  endStaffSession,
  liveStaffSessions,
  passkeysOf,
  saveAlertSettings,
} from "~/features/console-staff/index.server";
import { subscriptionsOf } from "~/features/lead-routing/index.server";
import { siteContext } from "~/platform/http/context";
import { formatSiteDateTime } from "~/platform/text/dates";
import { servicesContext } from "~/services.server";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refusedForm } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction, type StaffSend } from "../_shared/staff-action.server";
import { staffContext } from "../_shared/staff.server";
import type { Route } from "./+types/account";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/account: how this staff member hears of leads, their passkeys, and where they are signed in. */
export async function loader({ context }: Route.LoaderArgs) {
  const { staff, sessionHash } = context.get(staffContext);
  const scope = context.get(siteContext);
  const [sessions, passkeys, alerts, devices, pushKey] = await Promise.all([
    liveStaffSessions(scope, staff.staffId),
    passkeysOf(scope, staff.staffId),
    alertSettingsOf(scope, staff.staffId),
    subscriptionsOf(scope, staff.staffId),
    context.get(servicesContext).routing.push.publicKey(),
  ]);
  const when = (instant: Date) => formatSiteDateTime(instant, scope.config.time_zone);
  return {
    alerts: { ...alerts, mobile: alerts.mobile ?? "", devices: devices.length, pushKey },
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      added: when(p.created_at),
      lastUsed: p.last_used_at ? when(p.last_used_at) : "Not yet",
    })),
    sessions: sessions.map((s) => ({
      key: s.id_hash,
      device: deviceName(s.user_agent),
      method: s.method === "passkey" ? "Passkey" : "E-mailed link",
      since: when(s.created_at),
      lastSeen: when(s.last_seen_at),
      current: s.id_hash === sessionHash,
    })),
  };
}

export function action(args: Route.ActionArgs) {
  // Every role has its own account: leads.read is the one permission all of them hold.
  return staffAction(args, "leads.read", answerAccountSend, () => ({ saved: true }));
}

async function answerAccountSend({ staff, scope, form, intent, read }: StaffSend) {
  if (intent === "alerts") {
    const submission = read(readAlertSettingsForm);
    if (submission.status !== "success") return refusedForm(submission);
    await saveAlertSettings(scope, staff.staffId, submission.value);
    return { saved: true };
  }
  const key = form.value("session");
  if (key) await endStaffSession(scope, staff.staffId, key, "end");
  return { saved: false };
}

/** A send that gets no answer keeps what was typed, with a retry (decision 018). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Your account · Console" }];
}

export default function ConsoleAccount({ loaderData, actionData }: Route.ComponentProps) {
  const saved = Boolean(actionData && "saved" in actionData && actionData.saved);
  return <AccountPage view={loaderData} outcome={actionData as FormAnswer | undefined} saved={saved} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
