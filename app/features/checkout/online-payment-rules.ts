import * as z from "zod/mini";
import { resolveWith, trimmedText } from "~/platform/forms/form-schema";
import { buyerAndCardShape, buyerIssues, cardIssues, type ReserveFormValues } from "./card-form";

/** /online-payment (spec 001 section 2): an amount paid against an invoice or a reservation. */
export const PAYING_FOR = [
  { value: "invoice", label: "An invoice", referenceLabel: "Invoice number" },
  { value: "reservation", label: "A reservation or deposit", referenceLabel: "Reservation or stock number" },
] as const;

export const MIN_ONLINE_PAYMENT = 1;
export const MAX_ONLINE_PAYMENT = 250_000;

export const ONLINE_PAYMENT_MESSAGES = {
  paying_for: "Please choose what you are paying.",
  paying_reference: "Please enter the number on your invoice or reservation.",
  amount: `Please enter an amount from $${MIN_ONLINE_PAYMENT} to $${MAX_ONLINE_PAYMENT.toLocaleString("en-AU")}, for example 1250.00.`,
} as const;

export type OnlinePaymentValues = ReserveFormValues & { paying_for: string; paying_reference: string; amount: string };

/** Dollars as typed ("$1,250.5") in cents, or null when it is not an amount in range. */
export function amountCents(typed: string): number | null {
  const cleaned = typed.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents >= MIN_ONLINE_PAYMENT * 100 && cents <= MAX_ONLINE_PAYMENT * 100 ? cents : null;
}

export function onlinePaymentSchema(now: Date) {
  return z
    .object({
      ...buyerAndCardShape,
      paying_for: trimmedText(20),
      paying_reference: trimmedText(40),
      amount: trimmedText(14),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: keyof OnlinePaymentValues, message: string) =>
          ctx.issues.push({ code: "custom", path: [path], message, input: v[path] });
        if (!PAYING_FOR.some((p) => p.value === v.paying_for)) issue("paying_for", ONLINE_PAYMENT_MESSAGES.paying_for);
        if (!/^[\w-][\w\s/-]*$/.test(v.paying_reference))
          issue("paying_reference", ONLINE_PAYMENT_MESSAGES.paying_reference);
        if (amountCents(v.amount) === null) issue("amount", ONLINE_PAYMENT_MESSAGES.amount);
        buyerIssues(v, issue);
        cardIssues(v, now, issue);
      }),
    );
}

export function onlinePaymentResolver(now: Date) {
  return resolveWith(onlinePaymentSchema(now) as z.ZodMiniType<OnlinePaymentValues, unknown>);
}
