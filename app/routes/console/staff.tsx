import { readInviteForm, staffInvitation, staffRoles, type StaffRole } from "~/features/console-staff";
import { StaffPage } from "~/features/console-staff/components";
import { changeStaffRole, inviteWithLink, removeStaff, siteStaffList } from "~/features/console-staff/index.server";
import { siteYards } from "~/features/locations/index.server";
import { siteContext } from "~/platform/http/context";
import { formatSiteDateTime } from "~/platform/text/dates";
import { servicesContext } from "~/services.server";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/staff";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { refusal } from "~/platform/forms/refusal";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused, refusedForm } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction, type StaffSend } from "../_shared/staff-action.server";
import { rowIdOf } from "~/platform/forms/row-id";

/** /console/staff (owners): the site's staff, invitations, roles and removals. */
export async function loader({ context }: Route.LoaderArgs) {
  const me = requireStaff(context, "staff.manage");
  const scope = context.get(siteContext);
  const [staff, yards] = await Promise.all([siteStaffList(scope), siteYards(scope)]);
  const yardName = new Map(yards.map((y) => [y.id, y.name]));
  return {
    yards,
    staff: staff.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      role: s.role,
      locationIds: s.locationIds,
      yards: s.locationIds
        .map((id) => yardName.get(id) ?? "")
        .filter(Boolean)
        .join(", "),
      passkeys: s.passkeys,
      lastSeen: s.lastSeen ? formatSiteDateTime(s.lastSeen, scope.config.time_zone) : "never",
      you: s.id === me.staffId,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "staff.manage",
    (send) => answerStaffSend(args, send),
    () => ({ invited: null }),
  );
}

async function answerStaffSend({ request, context }: Route.ActionArgs, send: StaffSend) {
  const { staff: me, scope, form, intent } = send;
  const role = form.value("role");
  const yards = form.values("yards").map(Number).filter(Number.isInteger);
  if (intent === "invite") {
    const submission = send.read(readInviteForm);
    if (submission.status !== "success") return refusedForm(submission);
    const invitation = staffInvitation(submission.value);
    if (!invitation.ok) return refused(refusal("invalid", invitation.error), submission);
    const origin = new URL(request.url).origin;
    const { mail } = context.get(servicesContext).staff;
    await inviteWithLink(
      scope,
      mail,
      { ...invitation.value, locationIds: role === "sales" ? yards : [] },
      origin,
      me.staffId,
    );
    return { invited: invitation.value.email };
  }
  const staffId = rowIdOf(form.value("staff")) ?? 0;
  const result =
    intent === "role" && (staffRoles as readonly string[]).includes(role)
      ? await changeStaffRole(scope, me.staffId, staffId, role as StaffRole, yards)
      : intent === "remove"
        ? await removeStaff(scope, me.staffId, staffId)
        : ({ ok: false, error: "Choose what to change." } as const);
  return result.ok ? { invited: null } : refused(refusal("invalid", result.error));
}

/** A send that gets no answer keeps what was typed, with a retry (decision 018). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Staff · Console" }];
}

export default function ConsoleStaff({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage
      view={loaderData}
      outcome={actionData as FormAnswer | undefined}
      invited={actionData && "invited" in actionData ? actionData.invited : null}
    />
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
