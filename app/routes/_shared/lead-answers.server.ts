import { servicesContext } from "~/services.server";
import { data, redirect } from "react-router";
import { secureCookiesContext, siteContext, type RouteContext } from "~/platform/http/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { sendReceipt } from "./lead-receipt.server";
import { GENERIC_FORM_FAILURE, SUMMARY_HEADING, type LeadFormPage } from "~/features/leads";
import { refuseUnreadable, submitLead, type LeadSubmission } from "~/features/leads/index.server";
import { visitOf } from "./visit.server";
import { routeCookies } from "./route-cookies.server";
import { statusOf } from "./answers.server";

async function receiveLead(request: Request, context: RouteContext, page: LeadFormPage): Promise<LeadSubmission> {
  const form = await readFormData(request);
  if (!form) return refuseUnreadable(UNREADABLE_FORM);
  return submitLead(
    context.get(siteContext),
    context.get(servicesContext).leads,
    page,
    form,
    await visitOf(request, context),
  );
}

/**
 * A lead form's action: the lead is stored, then the shopper goes to the success page with the
 * receipt flashed in a cookie; otherwise the form comes back with Conform's reply: its errors and
 * what was typed.
 */
export async function answerLeadForm(request: Request, context: RouteContext, page: LeadFormPage) {
  const result = await receiveLead(request, context, page);
  if (!result.ok) return data(result.reply, { status: statusOf(result.reason) });
  const { ok: _ok, ...receipt } = result;
  const setCookie = await sendReceipt(
    routeCookies(context).receipts,
    context.get(siteContext).siteId,
    receipt,
    context.get(secureCookiesContext),
  );
  return redirect(context.get(siteContext).config.forms.success_path, {
    status: 303,
    headers: { "Set-Cookie": setCookie },
  });
}

/** Spec 000 section 7, lead submission: "Returns lead_id or error", for callers other than our pages. */
export async function answerLeadApi(request: Request, context: RouteContext, page: LeadFormPage): Promise<Response> {
  const result = await receiveLead(request, context, page);
  // 202: accepted into the journal while the database is away, stored as soon as it is back.
  if (result.ok)
    return Response.json({ lead_id: result.lead_id, error: null }, { status: result.lead_id === null ? 202 : 201 });
  const error = result.formError ?? (Object.keys(result.errors).length ? SUMMARY_HEADING : GENERIC_FORM_FAILURE);
  return Response.json({ lead_id: null, error, errors: result.errors }, { status: statusOf(result.reason) });
}
