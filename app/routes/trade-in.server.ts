import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import {
  acceptValuationOffer,
  lookUpRego,
  tradeInPage,
  valuationHref,
  valueTradeIn,
} from "~/features/trade-in/index.server";
import {
  tradeInSchema,
  type TradeInFields,
  VALUATION_MESSAGES,
  type TradeInKind,
  type TradeInPage,
  type TradeInResult,
} from "~/features/trade-in";
import { siteContext, type RouteContext } from "~/platform/http/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { servicesContext } from "~/services.server";
import { visitOf } from "./_shared/visit.server";

/** /cars/trade-in?car_id=, /trade-in, /sell-my-car and /sell-your-car (spec 001 section 2): not gated. */
export function loadTradeInPage(request: Request, context: RouteContext, kind: TradeInKind): Promise<TradeInPage> {
  return tradeInPage(context.get(siteContext), kind, new URL(request.url), new Date());
}

/**
 * The valuation form's action. Find my car fills the car's fields from the registry; Get my
 * estimate stores the lead first and lands the shopper on the estimate with its Accept offer button.
 */
export async function answerTradeInForm(request: Request, context: RouteContext, page: TradeInPage) {
  const scope = context.get(siteContext);
  const { leads, outside } = context.get(servicesContext);
  const form = await readFormData(request);
  if (form?.get("intent") === "accept") {
    const reference = String(form.get("reference") ?? "");
    if (!(await acceptValuationOffer(scope, outside.valuation, reference))) throw data("Not found", { status: 404 });
    return redirect(valuationHref(page, reference), 303);
  }
  const now = new Date();
  const submission = parseWithZod(form ?? new FormData(), { schema: tradeInSchema(now), disableAutoCoercion: true });
  if (!form) return data<TradeInResult>({ reply: submission.reply({ formErrors: [UNREADABLE_FORM] }) }, 400);
  if (submission.status !== "success") return data<TradeInResult>({ reply: submission.reply() }, 400);
  const values = submission.value as unknown as TradeInFields;
  if (values.intent === "lookup") {
    const found = await lookUpRego(scope, outside.valuation, values);
    const reply = submission.reply();
    const filled: Record<string, string> = found
      ? { year: String(found.year), make: found.make, model: found.model, badge: found.badge ?? "" }
      : {};
    return data<TradeInResult>({
      reply: { ...reply, initialValue: { ...reply.initialValue, ...filled } },
      lookup: { found, message: found ? null : VALUATION_MESSAGES.not_found },
    });
  }
  const visit = await visitOf(request, context);
  const reference = await valueTradeIn(scope, { leads, valuation: outside.valuation }, page, values, visit, now);
  if (!reference)
    return data<TradeInResult>({ reply: submission.reply({ formErrors: [VALUATION_MESSAGES.lead_failed] }) }, 503);
  return redirect(valuationHref(page, reference), 303);
}
