import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { requireShopper } from "~/features/accounts/require-shopper.server";
import { readVisitTrail } from "~/features/leads/visit-trail.server";
import { platformContext, siteContext, type RouteContext } from "~/platform/context";
import { users } from "~/platform/db/schema";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { cardOf } from "./card-form";
import { formatDollars } from "./checkout-rules";
import { amountCents, onlinePaymentSchema, PAYING_FOR, type OnlinePaymentValues } from "./online-payment-rules";
import { onlinePaymentOf, payOnline, settleOnlinePayment } from "./online-payments.server";
import { DECLINE_MESSAGES, type DeclineCode } from "./payment-state";

export interface OnlinePaymentPage {
  token: string;
  testMode: boolean;
  today: string;
  /** The signed-in shopper's details, to start the form with. */
  prefill: Partial<Record<keyof OnlinePaymentValues, string>>;
}

/** /online-payment (spec 001 sections 2 and 6): always gated by sign-in. */
export async function loadOnlinePaymentPage(
  request: Request,
  context: RouteContext,
): Promise<OnlinePaymentPage & { userId: number }> {
  const shopper = await requireShopper(request, context, "online-payment");
  const scope = context.get(siteContext);
  const [user] = await scope.db
    .select()
    .from(users)
    .where(and(eq(users.site_id, scope.siteId), eq(users.id, shopper.user_id)));
  const query = new URL(request.url).searchParams;
  const payingFor = PAYING_FOR.find((p) => p.value === query.get("for"))?.value;
  return {
    userId: shopper.user_id,
    token: randomUUID(),
    testMode: context.get(platformContext).outside.payments.testMode,
    today: new Date().toISOString().slice(0, 10),
    prefill: {
      name: user?.first_name ?? "",
      last_name: user?.last_name ?? "",
      email: user?.email ?? "",
      phone: shopper.phone,
      ...(payingFor ? { paying_for: payingFor } : {}),
      paying_reference: query.get("reference")?.slice(0, 40) ?? "",
    },
  };
}

export interface OnlinePaymentResult {
  reply: SubmissionResult<string[]>;
  token: string;
}

const metaOf = async (request: Request, context: RouteContext) => ({
  origin: new URL(request.url).origin,
  userAgent: request.headers.get("user-agent"),
  trail: await readVisitTrail(context.get(platformContext).leads.trail, request.headers.get("cookie")),
  now: new Date(),
});

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
  const { leads, outside } = context.get(platformContext);
  const result = await payOnline(
    context.get(siteContext),
    { payments: outside.payments, leads },
    page.userId,
    values,
    amountCents(values.amount)!,
    cardOf(values),
    attemptKey,
    await metaOf(request, context),
  );
  if (result.kind === "paid" || result.kind === "authenticate") return redirect(result.url, 303);
  return answer(result.kind === "declined" ? 402 : 503, result.message, randomUUID());
}

export interface OnlinePaymentReceipt {
  status: "paid" | "failed" | "processing";
  message: string | null;
  amount: string;
  payingFor: string;
  payingReference: string;
  paymentReference: string | null;
  email: string;
  name: string;
}

/** /online-payment/{reference}: the shopper's receipt, and where the bank's authentication returns to. */
export async function loadOnlinePaymentReceipt(
  request: Request,
  context: RouteContext,
  reference: string,
): Promise<OnlinePaymentReceipt> {
  const shopper = await requireShopper(request, context, "online-payment");
  const scope = context.get(siteContext);
  let row = await onlinePaymentOf(scope, shopper.user_id, reference);
  if (!row) throw data("Not found", { status: 404 });
  const { leads, outside } = context.get(platformContext);
  if (row.status === "processing" && row.payment_id) {
    const payment = await outside.payments.retrieve(scope.siteId, row.payment_id);
    if (payment && payment.status !== "requires_action")
      await settleOnlinePayment(
        scope,
        { payments: outside.payments, leads },
        row,
        payment,
        await metaOf(request, context),
      );
    row = (await onlinePaymentOf(scope, shopper.user_id, reference))!;
  }
  const forWhat = PAYING_FOR.find((p) => p.value === row.paying_for)!;
  return {
    status: row.status,
    message:
      row.status === "failed" ? DECLINE_MESSAGES[(row.decline_code as DeclineCode | null) ?? "card_declined"] : null,
    amount: formatDollars(row.amount),
    payingFor: forWhat.referenceLabel,
    payingReference: row.paying_reference,
    paymentReference: row.payment_id,
    email: row.email,
    name: row.name,
  };
}
