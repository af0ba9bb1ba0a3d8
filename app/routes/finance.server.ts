import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { localMobile, signInGate } from "~/features/accounts";
import { openToOffers } from "~/features/cars";
import { sendSignInCode, verifySignInCode } from "~/features/accounts/index.server";
import {
  codeNeeded,
  financeFormSchema,
  type FinanceFormFields,
  customerRequest,
  FEATURED_CARS_FILTER,
  FEATURED_CARS_LIMIT,
  FINANCE_MESSAGES,
  type FinanceFormResult,
  type FinancePage,
} from "~/features/finance";
import { estimateFor, financePage, handOver } from "~/features/finance/index.server";
import { filteredCards } from "~/features/search/index.server";
import { requestContext, secureCookiesContext, siteContext, type RouteContext } from "~/platform/http/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { logger } from "~/platform/logging/logger.server";
import { servicesContext } from "~/services.server";
import { requireShopper } from "./_shared/shopper.server";
import { visitOf } from "./_shared/visit.server";
import { routeCookies } from "./_shared/route-cookies.server";
import { statusOf } from "./_shared/answers.server";

/**
 * Which finance page a path is (spec 000 section 2, spec 001 sections 2 and 6): /finance on every
 * site, the site's own /finance-enquiry or /apply-for-finance, and /personalised/finance for a car
 * with an NVIC where the site's NVIC option is on; anything else is a 404, and a personalised page
 * without its option or its NVIC goes to the site's finance page. A gated page asks for sign-in
 * first; only then is the shopper's verified mobile known.
 */
export async function loadFinancePage(
  request: Request,
  context: RouteContext,
  purpose: "page" | "action" = "page",
): Promise<FinancePage> {
  const url = new URL(request.url);
  const scope = context.get(siteContext);
  const { finance } = scope.config;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const personalised = path === "/personalised/finance";
  if (!personalised && path !== "/finance" && path !== finance.page_path) throw data(null, { status: 404 });
  // One finance page per site: /finance is the site's own page's other name.
  if (purpose === "page" && path === "/finance" && finance.page_path !== "/finance")
    throw redirect(`${finance.page_path}${url.search}`, 301);
  if (personalised && !finance.nvic_finance_option) throw redirect(`${finance.page_path}${url.search}`);
  const gate = signInGate(path, scope.config);
  const shopper = gate ? await requireShopper(request, context, gate) : null;
  const now = new Date();
  const page = await financePage(
    scope,
    context.get(servicesContext).outside.financePartner,
    url,
    shopper?.phone ?? null,
    now,
    purpose,
    () => filteredCards(scope, FEATURED_CARS_FILTER, FEATURED_CARS_LIMIT, now, openToOffers),
  );
  if (personalised && !page.car?.nvic) throw redirect(`${finance.page_path}${url.search}`);
  return page;
}

/** An unexpected failure in a step answers in the spec's fallback words (spec 001 section 8), not with an error page. */
async function unlessUnexpected<T>(
  work: () => Promise<T>,
  fallback: string,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    logger.error({ err: error }, fallback);
    return { ok: false, message: fallback };
  }
}

type Reply = NonNullable<Parameters<Submission<unknown, string[]>["reply"]>[0]>;

/**
 * The finance page's action (spec 001 sections 4 and 7): Send Code sends a code to the mobile; Next
 * advances the popup; Apply verifies the code, stores the finance enquiry and hands the customer to
 * the finance partner, then sends the shopper to the partner's page. Without scripts every step is
 * this same form, answered by the server.
 */
export async function answerFinanceForm(request: Request, context: RouteContext, page: FinancePage) {
  const form = await readFormData(request);
  const submission = parseWithZod(form ?? new FormData(), {
    schema: financeFormSchema(page.spec),
    disableAutoCoercion: true,
  });
  const { accounts, leads, outside } = context.get(servicesContext);
  const { sessions } = routeCookies(context);
  const sentFields = Object.fromEntries([...(form?.entries() ?? [])].filter(([, v]) => typeof v === "string"));
  // Every answer carries the quote for the values the shopper sent, so the box beside those inputs agrees with them.
  const quoteSent = () => estimateFor(outside.financePartner, sentFields, page);
  const answer = async (
    reply: Reply | undefined,
    extra: Omit<FinanceFormResult, "reply">,
    init?: number | ResponseInit,
  ) => {
    const estimate = "estimate" in extra ? extra.estimate : await quoteSent().catch(() => null);
    return data<FinanceFormResult>({ reply: submission.reply(reply), ...extra, estimate }, init);
  };
  if (!form) return answer({ formErrors: [UNREADABLE_FORM] }, {}, 400);
  const intent = String(form.get("intent") ?? "apply");
  if (submission.status !== "success")
    return answer(
      undefined,
      { step: intent === "apply" || intent === "send" ? 2 : 1, sent: form.get("sent") === "on" },
      400,
    );
  const values = submission.value as FinanceFormFields;
  const scope = context.get(siteContext);
  const now = new Date();
  if (values.intent === "quote" || values.intent === "next") {
    const estimate = await unlessUnexpected(quoteSent, FINANCE_MESSAGES.unknownStep);
    if (!estimate.ok) return answer({ formErrors: [estimate.message] }, { step: 1, estimate: null }, 500);
    const step = values.intent === "next" ? 2 : 1;
    return answer(undefined, { step, estimate: estimate.value, sent: form.get("sent") === "on" });
  }
  if (values.intent === "send") {
    const attempt = await unlessUnexpected(
      () => sendSignInCode(scope, accounts, values.phone, context.get(requestContext).clientIp, now, page.path),
      FINANCE_MESSAGES.unknownVerification,
    );
    if (!attempt.ok) return answer({ formErrors: [attempt.message] }, { step: 2 }, 500);
    const sent = attempt.value;
    if (!sent.ok)
      return answer(
        sent.field ? { fieldErrors: { [sent.field]: [sent.error] } } : { formErrors: [sent.error] },
        { step: 2 },
        statusOf(sent.reason),
      );
    return answer(undefined, { step: 2, sent: true });
  }

  let setCookie: string | null = null;
  if (codeNeeded(values.phone, page.spec.verifiedPhone)) {
    const details = { first_name: values.name, last_name: values.last_name, email: values.email };
    const attempt = await unlessUnexpected(
      () => verifySignInCode(scope, accounts.secret, values.phone, values.code, details, now, page.path),
      FINANCE_MESSAGES.unknownVerification,
    );
    if (!attempt.ok) return answer({ formErrors: [attempt.message] }, { step: 2, sent: true }, 500);
    const verified = attempt.value;
    if (!verified.ok)
      return answer(
        verified.field ? { fieldErrors: { [verified.field]: [verified.error] } } : { formErrors: [verified.error] },
        { step: 2, sent: true },
        statusOf(verified.reason),
      );
    setCookie = await sessions.start(scope.siteId, verified.value, context.get(secureCookiesContext));
  }
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  const visit = await visitOf(request, context);
  const phone = localMobile(values.phone) ?? values.phone;
  const application = customerRequest({ ...values, phone }, page.car, visit.trail);
  const meta = { ip: visit.ip, userAgent: visit.userAgent, url: visit.url, now };
  const attempt = await unlessUnexpected(
    () => handOver(scope, leads, outside.financePartner, application, meta),
    FINANCE_MESSAGES.unknown,
  );
  if (!attempt.ok)
    return answer({ formErrors: [attempt.message] }, { step: 2, sent: !setCookie }, { status: 500, headers });
  const handed = attempt.value;
  if (handed.ok) return redirect(handed.redirectUrl, { status: 303, headers });
  return answer(
    { formErrors: [handed.error] },
    { step: 2, sent: !setCookie },
    { status: statusOf(handed.reason), headers },
  );
}
