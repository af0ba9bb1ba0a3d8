import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import {
  amountCents,
  onlinePaymentSchema,
  type OnlinePaymentValues,
  cardOf,
  type OnlinePaymentPage,
  type OnlinePaymentReceipt,
  type OnlinePaymentResult,
} from "~/features/checkout";
import { onlinePaymentPage, onlinePaymentReceipt, payOnline } from "~/features/checkout/index.server";
import { siteContext, type RouteContext } from "~/platform/http/context";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { servicesContext } from "~/services.server";
import { requireShopper } from "./_shared/shopper.server";
import { visitOf } from "./_shared/visit.server";

/** /online-payment (spec 001 sections 2 and 6): always gated by sign-in. */
export async function loadOnlinePaymentPage(
  request: Request,
  context: RouteContext,
): Promise<OnlinePaymentPage & { userId: number }> {
  const shopper = await requireShopper(request, context, "online-payment");
  const query = new URL(request.url).searchParams;
  const page = await onlinePaymentPage(
    context.get(siteContext),
    shopper,
    { for: query.get("for"), reference: query.get("reference") },
    context.get(servicesContext).outside.payments,
    new Date(),
  );
  return { ...page, userId: shopper.user_id };
}

export async function answerOnlinePayment(
  request: Request,
  context: RouteContext,
  page: OnlinePaymentPage & { userId: number },
) {
  const form = await readFormData(request);
  const now = new Date();
  const submission = parseWithZod(form ?? new FormData(), {
    schema: onlinePaymentSchema(now),
    disableAutoCoercion: true,
  });
  const answer = (status: number, formError?: string, token = page.token) =>
    data<OnlinePaymentResult>(
      {
        reply: submission.reply({
          ...(formError ? { formErrors: [formError] } : {}),
          hideFields: ["card_number", "card_cvc"],
        }),
        token,
      },
      { status },
    );
  if (!form) return answer(400, UNREADABLE_FORM);
  if (submission.status !== "success") return answer(400);
  const attemptKey = String(form.get("form_token") ?? "");
  if (!/^[\w-]{8,64}$/.test(attemptKey)) return answer(400, UNREADABLE_FORM);
  const values = submission.value as OnlinePaymentValues;
  const { leads, outside } = context.get(servicesContext);
  const result = await payOnline(
    context.get(siteContext),
    { payments: outside.payments, leads },
    page.userId,
    values,
    amountCents(values.amount)!,
    cardOf(values),
    attemptKey,
    await visitOf(request, context),
  );
  if (result.kind === "paid" || result.kind === "authenticate") return redirect(result.url, 303);
  return answer(result.kind === "declined" ? 402 : 503, result.message, randomUUID());
}

/** /online-payment/{reference}: the shopper's receipt, and where the bank's authentication returns to. */
export async function loadOnlinePaymentReceipt(
  request: Request,
  context: RouteContext,
  reference: string,
): Promise<OnlinePaymentReceipt> {
  const shopper = await requireShopper(request, context, "online-payment");
  const { leads, outside } = context.get(servicesContext);
  const receipt = await onlinePaymentReceipt(
    context.get(siteContext),
    { payments: outside.payments, leads },
    shopper.user_id,
    reference,
    await visitOf(request, context),
  );
  if (!receipt) throw data("Not found", { status: 404 });
  return receipt;
}
