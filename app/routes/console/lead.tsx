import { data } from "react-router";
import { isLeadStatus, readLeadNote, readLeadReply } from "~/features/console-inbox";
import { LeadPage, type LeadOutcome } from "~/features/console-inbox/components";
import {
  addLeadNote,
  assignLead,
  inboxLead,
  resendDelivery,
  setLeadStatus,
  filledReplies,
  leadPageView,
  recordCall,
  sendReply,
  siteStaff,
} from "~/features/console-inbox/index.server";
import { alertsOf } from "~/features/lead-routing/index.server";
import { servicesContext } from "~/services.server";
import type { StaffSend } from "../_shared/staff-action.server";
import { siteContext } from "~/platform/http/context";
import type { ListForm } from "~/platform/http/request-body.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { StaffMember } from "~/features/console-staff";
import { refusal } from "~/platform/forms/refusal";
import { refused, refusedForm } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction } from "../_shared/staff-action.server";
import { requireStaff, rowIdParam } from "../_shared/staff.server";
import type { Route } from "./+types/lead";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { rowIdOf } from "~/platform/forms/row-id";

/** /console/leads/:id: everything the shopper gave, the car, the visit trail, the deliveries and the follow-up. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.read");
  const scope = context.get(siteContext);
  const found = await inboxLead(scope, staff, rowIdParam(params.id));
  if (!found) throw data("No such lead on this site.", { status: 404 });
  const [people, alerts] = await Promise.all([siteStaff(scope), alertsOf(scope, found.lead.id)]);
  return leadPageView(found, {
    staff: people,
    timeZone: scope.config.time_zone,
    routing: scope.config.lead_routing,
    viewer: staff.name,
    alerts,
  });
}

export async function action(args: Route.ActionArgs) {
  const id = rowIdParam(args.params.id);
  return staffAction(
    args,
    "leads.write",
    async (send) => {
      if (send.intent === "note") {
        const submission = send.read(readLeadNote);
        if (submission.status !== "success") return refusedForm(submission);
        const noted = await addLeadNote(send.scope, send.staff, id, submission.value.note);
        return noted.ok ? { done: "note" } : refused(noted, submission);
      }
      if (send.intent === "reply") return reply(args, send, id);
      if (send.intent === "call") {
        const called = await recordCall(send.scope, send.staff, id);
        return called.ok ? { done: "call" } : refused(called);
      }
      const result = await followUp(send.scope, send.staff, id, send.intent, send.form);
      return result.ok ? { done: send.intent } : refused(result);
    },
    (send) => ({ done: send.intent }),
  );
}

/** A reply by e-mail or SMS: a template's words where nothing was typed, kept on the timeline. */
async function reply({ context }: Route.ActionArgs, send: StaffSend, id: number) {
  const submission = send.read(readLeadReply);
  if (submission.status !== "success") return refusedForm(submission);
  const { channel, template, body } = submission.value;
  const found = await inboxLead(send.scope, send.staff, id);
  if (!found) return refused(refusal("not-found", "No such lead on this site."), submission);
  const filled =
    body ||
    filledReplies(found, send.scope.config.lead_routing, send.staff.name).find((r) => r.name === template)?.body;
  if (!filled) return refused(refusal("invalid", "Write your reply, or choose a template."), submission);
  const services = context.get(servicesContext);
  const senders = { mail: services.staff.mail, sms: services.accounts.sms, from: undefined };
  const sent = await sendReply(
    send.scope,
    send.staff,
    id,
    { channel: channel as "email" | "sms", body: filled },
    senders,
  );
  return sent.ok ? { done: "reply" } : refused(sent, submission);
}

/** One follow-up write, chosen by the form's intent. */
function followUp(scope: SiteScope, staff: StaffMember, id: number, intent: string, form: ListForm) {
  const status = form.value("status");
  const assignee = form.value("assignee");
  if (intent === "status" && isLeadStatus(status))
    return setLeadStatus(scope, staff, id, status, form.value("lost_reason"));
  const assigneeId = rowIdOf(assignee);
  if (intent === "assign" && (!assignee || assigneeId !== null)) return assignLead(scope, staff, id, assigneeId);
  const delivery = rowIdOf(form.value("delivery"));
  if (intent === "resend" && delivery !== null) return resendDelivery(scope, staff, id, delivery);
  return Promise.resolve(refusal("invalid", "Choose what to change."));
}

/** A note or a status that gets no answer stays typed, with a retry that writes it once. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.lead.name ?? "Lead"} · Leads · Console` }];
}

export default function ConsoleLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPage view={loaderData} outcome={actionData as LeadOutcome | undefined} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
