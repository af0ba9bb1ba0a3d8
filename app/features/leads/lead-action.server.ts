import { data, redirect } from "react-router";
import type { PlatformContext } from "~/platform/context";
import { formValues, GENERIC_FORM_FAILURE, SUMMARY_HEADING, type LeadFormPage, type LeadFormResult } from "./lead-forms";
import { SUCCESS_COOKIE, encodeReceipt } from "./success-note";
import { submitLead, type LeadSubmission } from "./submit-lead.server";
import { readCookie } from "~/platform/cookies";
import { CSRF_FIELD, CSRF_HEADER, FORGED_REQUEST_MESSAGE } from "~/platform/csrf";
import { csrfMatches } from "~/platform/csrf.server";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { TRAIL_COOKIE, decodeTrail } from "./visit-trail";

async function receiveLead(request: Request, context: PlatformContext, page: LeadFormPage): Promise<LeadSubmission> {
  const form = await readFormData(request);
  if (!form) return { ok: false, status: 400, values: {}, errors: {}, formError: UNREADABLE_FORM };
  if (!csrfMatches(form.get(CSRF_FIELD) ?? request.headers.get(CSRF_HEADER), context.csrfToken)) {
    return { ok: false, status: 403, values: formValues(page.spec, form), errors: {}, formError: FORGED_REQUEST_MESSAGE };
  }
  return submitLead(context.scope, context.leads, page, form, {
    ip: context.clientIp,
    userAgent: request.headers.get("user-agent"),
    url: request.headers.get("referer") ?? request.url,
    trail: decodeTrail(readCookie(request.headers.get("cookie"), TRAIL_COOKIE)),
    now: new Date(),
  });
}

/**
 * A lead form's action: the lead is stored, then the shopper goes to the success page with the
 * receipt in a short-lived cookie; otherwise the form comes back with its errors and what was typed.
 */
export async function answerLeadForm(request: Request, context: PlatformContext, page: LeadFormPage) {
  const result = await receiveLead(request, context, page);
  if (!result.ok) {
    return data<LeadFormResult>({ values: result.values, errors: result.errors, formError: result.formError }, { status: result.status });
  }
  const { ok: _ok, ...receipt } = result;
  return redirect(context.scope.config.forms.success_path, {
    status: 303,
    headers: { "Set-Cookie": `${SUCCESS_COOKIE}=${encodeReceipt(receipt)}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax` },
  });
}

/** Spec 000 section 7, lead submission: "Returns lead_id or error", for callers other than our pages. */
export async function answerLeadApi(request: Request, context: PlatformContext, page: LeadFormPage): Promise<Response> {
  const result = await receiveLead(request, context, page);
  // 202: accepted into the journal while the database is away, stored as soon as it is back.
  if (result.ok) return Response.json({ lead_id: result.lead_id, error: null }, { status: result.lead_id === null ? 202 : 201 });
  const error = result.formError ?? (Object.keys(result.errors).length ? SUMMARY_HEADING : GENERIC_FORM_FAILURE);
  return Response.json({ lead_id: null, error, errors: result.errors }, { status: result.status });
}
