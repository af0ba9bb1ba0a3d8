import * as z from "zod/mini";
import { mobileError } from "~/features/accounts";
import { fieldMessages, POSTCODE_MESSAGE, isEmail } from "~/features/leads";
import { formText, trimmedText, resolveWith } from "~/platform/forms/form-schema";
import {
  ADJUSTMENT_QUESTIONS,
  AU_STATES,
  normaliseRego,
  type AdjustmentAnswer,
  type RegoState,
} from "./valuation-rules";

/**
 * The valuation form's one schema, read by the server and the browser. Find my car checks the
 * registration and state; Get my estimate the car, its answers and the contact fields spec 001
 * section 3 lists (First Name, Mobile Number, Email Address, with last name and postcode).
 */
export const TRADE_IN_INTENTS = ["lookup", "estimate"] as const;

export const TRADE_IN_MESSAGES = {
  rego: "Please enter the car's registration.",
  rego_state: "Please choose the state it is registered in.",
  year: "Please enter the year, for example 2021.",
  make: "Please enter the make.",
  model: "Please enter the model.",
  km: "Please enter the kilometres as a number.",
  answer: "Please choose one.",
} as const;

export type TradeInFields = {
  intent: (typeof TRADE_IN_INTENTS)[number];
  rego: string;
  rego_state: string;
  year: string;
  make: string;
  model: string;
  badge: string;
  km: string;
  name: string;
  last_name: string;
  postcode: string;
  phone: string;
  email: string;
} & Record<`answer_${string}`, string>;

export const answerField = (id: string) => `answer_${id}` as const;

export function tradeInSchema(now: Date) {
  const answers = Object.fromEntries(ADJUSTMENT_QUESTIONS.map((q) => [answerField(q.id), trimmedText(20)]));
  return z
    .object({
      intent: formText(),
      rego: trimmedText(12),
      rego_state: trimmedText(3),
      year: trimmedText(4),
      make: trimmedText(40),
      model: trimmedText(60),
      badge: trimmedText(60),
      km: trimmedText(9),
      name: trimmedText(50),
      last_name: trimmedText(50),
      postcode: trimmedText(4),
      phone: trimmedText(20),
      email: trimmedText(254),
      ...answers,
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.issues.push({ code: "custom", path: [path], message, input: "" });
        const typed = v as unknown as TradeInFields;
        if (typed.intent === "lookup") {
          if (!normaliseRego(typed.rego)) issue("rego", TRADE_IN_MESSAGES.rego);
          if (!(AU_STATES as readonly string[]).includes(typed.rego_state))
            issue("rego_state", TRADE_IN_MESSAGES.rego_state);
          return;
        }
        const year = Number(typed.year);
        if (!/^\d{4}$/.test(typed.year) || year < 1950 || year > now.getFullYear() + 1)
          issue("year", TRADE_IN_MESSAGES.year);
        if (!typed.make) issue("make", TRADE_IN_MESSAGES.make);
        if (!typed.model) issue("model", TRADE_IN_MESSAGES.model);
        if (!/^\d{1,7}$/.test(typed.km.replace(/[,\s]/g, ""))) issue("km", TRADE_IN_MESSAGES.km);
        for (const q of ADJUSTMENT_QUESTIONS) {
          if (!q.answers.some((a) => a.value === typed[answerField(q.id)]))
            issue(answerField(q.id), TRADE_IN_MESSAGES.answer);
        }
        if (!typed.name) issue("name", fieldMessages.name);
        const wrongPhone = mobileError(typed.phone);
        if (wrongPhone) issue("phone", wrongPhone);
        if (!isEmail(typed.email)) issue("email", fieldMessages.email);
        if (typed.postcode && !/^\d{4}$/.test(typed.postcode)) issue("postcode", POSTCODE_MESSAGE);
      }),
    );
}

export function tradeInResolver(now: Date) {
  return resolveWith(tradeInSchema(now) as z.ZodMiniType<TradeInFields, unknown>);
}

export function answersOf(values: TradeInFields): AdjustmentAnswer[] {
  return ADJUSTMENT_QUESTIONS.map((q) => ({ id: q.id, answer: values[answerField(q.id)] ?? "" }));
}

export const kmOf = (values: Pick<TradeInFields, "km">) => Number(values.km.replace(/[,\s]/g, ""));

export const regoStateOf = (typed: string): RegoState | null =>
  (AU_STATES as readonly string[]).includes(typed) ? (typed as RegoState) : null;
