import { deviceName } from "~/features/console-staff";
import { AccountPage } from "~/features/console-staff/components";
import { endStaffSession, liveStaffSessions, passkeysOf } from "~/features/console-staff/index.server";
import { siteContext } from "~/platform/http/context";
import { readFormData } from "~/platform/http/request-body.server";
import { formatSiteDateTime } from "~/platform/text/dates";
import { staffContext } from "../_shared/staff.server";
import type { Route } from "./+types/account";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/account: where this staff member is signed in, each session endable, or all at once. */
export async function loader({ context }: Route.LoaderArgs) {
  const { staff, sessionHash } = context.get(staffContext);
  const scope = context.get(siteContext);
  const [sessions, passkeys] = await Promise.all([
    liveStaffSessions(scope, staff.staffId),
    passkeysOf(scope, staff.staffId),
  ]);
  const when = (instant: Date) => formatSiteDateTime(instant, scope.config.time_zone);
  return {
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

export async function action({ request, context }: Route.ActionArgs) {
  const { staff } = context.get(staffContext);
  const form = await readFormData(request);
  const key = String(form?.get("session") ?? "");
  if (key) await endStaffSession(context.get(siteContext), staff.staffId, key, "end");
  return { ended: Boolean(key) };
}

export function meta() {
  return [{ title: "Your account · Console" }];
}

export default function ConsoleAccount({ loaderData }: Route.ComponentProps) {
  return <AccountPage view={loaderData} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
