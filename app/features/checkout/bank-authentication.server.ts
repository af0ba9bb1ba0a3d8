import { data, redirect } from "react-router";
import { siteContext, type RouteContext } from "~/platform/context";
import { readFormData } from "~/platform/http/request-body.server";
import { formatDollars } from "./checkout-rules";
import { localPayments } from "./payments.server";

export interface BankAuthenticationPage {
  amount: string;
  card: string;
  merchant: string;
}

/**
 * The embedded processor's stand-in for the card issuer's authentication page (3-D Secure): it asks
 * the shopper to approve or refuse the payment, then sends them back to the merchant's return URL,
 * as the issuer's page does. Only payments in the local ledger waiting for authentication have one.
 */
async function waitingPayment(context: RouteContext, id: string) {
  const scope = context.get(siteContext);
  const processor = localPayments(scope.db);
  const payment = await processor.retrieve(scope.siteId, id);
  if (!payment || payment.status !== "requires_action") throw data("Not found", { status: 404 });
  return { scope, processor, payment };
}

export async function loadBankAuthentication(context: RouteContext, id: string): Promise<BankAuthenticationPage> {
  const { scope, payment } = await waitingPayment(context, id);
  return {
    amount: formatDollars(payment.amount),
    card: payment.card ? `${payment.card.brand} ending ${payment.card.last4}` : "your card",
    merchant: scope.config.name,
  };
}

export async function answerBankAuthentication(request: Request, context: RouteContext, id: string) {
  const { scope, processor } = await waitingPayment(context, id);
  const form = await readFormData(request);
  await processor.authenticate(scope.siteId, id, form?.get("intent") === "approve");
  const back = await processor.returnUrl(scope.siteId, id);
  return redirect(back ? new URL(back).pathname : "/", 303);
}
