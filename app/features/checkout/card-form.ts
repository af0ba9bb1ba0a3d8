import * as z from "zod/mini";
import { mobileError } from "~/features/accounts";
import { fieldMessages, SHORT_TERMS_MESSAGE, isEmail } from "~/features/leads";
import { formText, trimmedText, resolveWith } from "~/platform/forms/form-schema";
import { luhnValid } from "./payment-state";

/**
 * The reserve form's one schema, read by the server and the browser: the buyer's details and the
 * card. Card numbers arrive with spaces as people type them; expiry as MM/YY.
 */
export const CARD_MESSAGES = {
  card_number: "Please enter a valid card number.",
  card_expiry: "Please enter the card's expiry date as MM/YY.",
  card_expired: "This card has expired.",
  card_cvc: "Please enter the 3 or 4 digit security code.",
  card_name: "Please enter the name on the card.",
} as const;

export interface ReserveFormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  card_name: string;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
  terms_conditions: string;
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, "");

export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is usable through the last day of its expiry month. */
export function expired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The buyer's and the card's fields, checked alike wherever a car is paid for. */
export const buyerAndCardShape = {
  name: trimmedText(50),
  last_name: trimmedText(50),
  email: trimmedText(254),
  phone: trimmedText(20),
  card_name: trimmedText(100),
  card_number: trimmedText(30),
  card_expiry: trimmedText(7),
  card_cvc: trimmedText(4),
  terms_conditions: formText(),
};

type Issue = (path: keyof ReserveFormValues, message: string) => void;

export function buyerIssues(v: Pick<ReserveFormValues, "name" | "last_name" | "email" | "phone">, issue: Issue) {
  if (!v.name) issue("name", fieldMessages.name);
  if (!v.last_name) issue("last_name", fieldMessages.last_name);
  if (!isEmail(v.email)) issue("email", fieldMessages.email);
  const wrongPhone = mobileError(v.phone);
  if (wrongPhone) issue("phone", wrongPhone);
}

export function cardIssues(v: ReserveFormValues, now: Date, issue: Issue) {
  if (!v.card_name) issue("card_name", CARD_MESSAGES.card_name);
  if (!luhnValid(cardDigits(v.card_number))) issue("card_number", CARD_MESSAGES.card_number);
  const expiry = parseExpiry(v.card_expiry);
  if (!expiry) issue("card_expiry", CARD_MESSAGES.card_expiry);
  else if (expired(expiry, now)) issue("card_expiry", CARD_MESSAGES.card_expired);
  if (!/^\d{3,4}$/.test(v.card_cvc)) issue("card_cvc", CARD_MESSAGES.card_cvc);
  if (v.terms_conditions !== "on") issue("terms_conditions", SHORT_TERMS_MESSAGE);
}

export function reserveFormSchema(now: Date) {
  return z.object(buyerAndCardShape).check(
    z.superRefine((v, ctx) => {
      const issue: Issue = (path, message) =>
        ctx.issues.push({ code: "custom", path: [path], message, input: v[path] });
      buyerIssues(v, issue);
      cardIssues(v, now, issue);
    }),
  );
}

export function reserveFormResolver(now: Date) {
  return resolveWith(reserveFormSchema(now) as z.ZodMiniType<ReserveFormValues, unknown>);
}

export function cardOf(values: ReserveFormValues): CardDetails {
  const expiry = parseExpiry(values.card_expiry)!;
  return {
    number: cardDigits(values.card_number),
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvc: values.card_cvc,
    name: values.card_name,
  };
}
