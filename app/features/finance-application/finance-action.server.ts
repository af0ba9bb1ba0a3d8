import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { localMobile } from "~/features/accounts/phone-number";
import { sendSignInCode, verifySignInCode } from "~/features/accounts/sign-in.server";
import { customerRequest } from "~/features/finance/customer-application";
import { FINANCE_MESSAGES } from "~/features/finance/finance-form";
import type { FinanceQuote } from "~/features/finance/finance-quote";
import { readVisitTrail } from "~/features/leads/visit-trail.server";
import {
  platformContext,
  requestContext,
  secureCookiesContext,
  siteContext,
  type RouteContext,
} from "~/platform/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { logger } from "~/platform/logger.server";
import { codeNeeded, financeFormSchema, type FinanceFormFields } from "./finance-form-schema";
import type { FinancePage } from "./finance-page.server";
import { handOver } from "./hand-over.server";

/** The finance form's answer: Conform's reply, and where the form now stands. */
export interface FinanceFormResult {
  reply: SubmissionResult<string[]>;
  /** A code went out with this answer (event 36): the mobile locks and the code field shows. */
  sent?: boolean;
  /** The popup's step the form is on. */
  step?: 1 | 2;
  /** The quick quote for the values sent (the estimate without scripts). */
  estimate?: FinanceQuote | null;
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

async function estimateFor(
  context: RouteContext,
  v: FinanceFormFields,
  page: FinancePage,
): Promise<FinanceQuote | null> {
  if (!page.quote.available) return null;
  const request = {
    selfAssessedCreditScore: v.selfAssessedCreditScore,
    purchasePrice: v.amount,
    loanTerm: v.term,
    year: page.car?.year ?? null,
    vin: page.car?.vin ?? null,
    nvic: page.car?.nvic ?? null,
    whoIsHelping: v.whoIsHelping,
  };
  return context
    .get(platformContext)
    .outside.financePartner.quote(request)
    .catch((error: unknown) => {
      logger.warn({ err: error }, "Failed to get YouX quick quote");
      return null;
    });
}

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
  const answer = (reply: Reply | undefined, extra: Omit<FinanceFormResult, "reply">, init?: number | ResponseInit) =>
    data<FinanceFormResult>({ reply: submission.reply(reply), ...extra }, init);
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
  const { accounts, leads, outside } = context.get(platformContext);
  const now = new Date();
  if (values.intent === "quote" || values.intent === "next") {
    const step = values.intent === "next" ? 2 : 1;
    const estimate = await unlessUnexpected(() => estimateFor(context, values, page), FINANCE_MESSAGES.unknownStep);
    if (!estimate.ok) return answer({ formErrors: [estimate.message] }, { step: 1 }, 500);
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
        sent.status,
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
        verified.status,
      );
    setCookie = await accounts.sessions.start(scope.siteId, verified.value, context.get(secureCookiesContext));
  }
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  const trail = await readVisitTrail(leads.trail, request.headers.get("cookie"));
  const phone = localMobile(values.phone) ?? values.phone;
  const application = customerRequest({ ...values, phone }, page.car, trail);
  const meta = {
    ip: context.get(requestContext).clientIp,
    userAgent: request.headers.get("user-agent"),
    url: request.headers.get("referer") ?? request.url,
    now,
  };
  const attempt = await unlessUnexpected(
    () => handOver(scope, leads, outside.financePartner, application, meta),
    FINANCE_MESSAGES.unknown,
  );
  if (!attempt.ok)
    return answer({ formErrors: [attempt.message] }, { step: 2, sent: !setCookie }, { status: 500, headers });
  const handed = attempt.value;
  if (handed.ok) return redirect(handed.redirectUrl, { status: 303, headers });
  return answer({ formErrors: [handed.error] }, { step: 2, sent: !setCookie }, { status: handed.status, headers });
}
