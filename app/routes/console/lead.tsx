import { data } from "react-router";
import { isLeadStatus } from "~/features/inbox";
import { LeadPage } from "~/features/inbox/components";
import {
  addLeadNote,
  assignLead,
  inboxLead,
  resendDelivery,
  setLeadStatus,
  leadPageView,
  siteStaff,
} from "~/features/inbox/index.server";
import { siteContext } from "~/platform/http/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/lead";

/** /console/leads/:id: everything the shopper gave, the car, the visit trail, the deliveries and the follow-up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.read");
  const scope = context.get(siteContext);
  const found = await inboxLead(scope, staff, Number(params.id));
  if (!found) throw data("No such lead on this site.", { status: 404 });
  return leadPageView(found, await siteStaff(scope), scope.config.time_zone);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "leads.write");
  const scope = context.get(siteContext);
  const id = Number(params.id);
  const form = await readFormData(request);
  if (!form) return data({ error: UNREADABLE_FORM }, { status: 400 });
  const intent = String(form.get("intent") ?? "");
  const status = String(form.get("status") ?? "");
  const assignee = String(form.get("assignee") ?? "");
  const result =
    intent === "status" && isLeadStatus(status)
      ? await setLeadStatus(scope, staff, id, status, String(form.get("lost_reason") ?? ""))
      : intent === "note"
        ? await addLeadNote(scope, staff, id, String(form.get("note") ?? ""))
        : intent === "assign"
          ? await assignLead(scope, staff, id, assignee ? Number(assignee) : null)
          : intent === "resend"
            ? await resendDelivery(scope, staff, id, Number(form.get("delivery")))
            : ({ ok: false, status: 400, error: "Choose what to change." } as const);
  return result.ok
    ? { error: null, done: intent }
    : data({ error: result.error, done: null }, { status: result.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.lead.name ?? "Lead"} · Leads · Console` }];
}

export default function ConsoleLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage view={loaderData} error={actionData?.error ?? null} />;
}
