import * as z from "zod/mini";
import { codeError, localMobile, mobileError } from "~/features/accounts";
import { clampQuoteTerm, creditScoreOf, sentQuotePrice } from "~/features/finance/finance-form-rules";
import type { FinanceFormValues } from "~/features/finance/customer-application";
import { fieldMessages, POSTCODE_MESSAGE, SHORT_TERMS_MESSAGE, isEmail } from "~/features/leads";
import { formText, trimmedText, resolveWith } from "~/platform/forms/form-schema";

/**
 * The finance form's one schema (spec 001 sections 4 and 5), read by the server and the browser.
 * Which fields a submit checks depends on its intent: Send Code checks the mobile; Next (the popup's
 * first step) the estimate and the details; Apply everything, the code included.
 */
export const FINANCE_INTENTS = ["quote", "send", "next", "apply"] as const;
export type FinanceIntent = (typeof FINANCE_INTENTS)[number];

export interface FinanceFormSpec {
  postcode: boolean;
  terms: boolean;
  /** The mobile number a signed-in shopper already verified: no code is asked for it. */
  verifiedPhone: string | null;
}

export type FinanceFormFields = Omit<FinanceFormValues, "amount" | "term" | "subscribe"> & {
  intent: FinanceIntent;
  amount: number;
  term: number;
  code: string;
  subscribe: boolean;
  terms_conditions: string;
};

type Issue = { path: [keyof FinanceFormFields]; message: string };

function detailsIssues(v: FinanceFormFields, spec: FinanceFormSpec): Issue[] {
  const issues: Issue[] = [];
  if (!v.name) issues.push({ path: ["name"], message: fieldMessages.name });
  if (!v.last_name) issues.push({ path: ["last_name"], message: fieldMessages.last_name });
  if (!isEmail(v.email)) issues.push({ path: ["email"], message: fieldMessages.email });
  if (spec.postcode && !/^\d{4}$/.test(v.postcode)) issues.push({ path: ["postcode"], message: POSTCODE_MESSAGE });
  return issues;
}

function phoneIssues(v: FinanceFormFields): Issue[] {
  const wrong = mobileError(v.phone);
  return wrong ? [{ path: ["phone"], message: wrong }] : [];
}

/** A signed-in shopper applying with the mobile they verified is not asked for another code. */
export function codeNeeded(typedPhone: string, verifiedPhone: string | null): boolean {
  return verifiedPhone === null || localMobile(typedPhone) !== verifiedPhone;
}

function applyIssues(v: FinanceFormFields, spec: FinanceFormSpec): Issue[] {
  const issues = [...detailsIssues(v, spec), ...phoneIssues(v)];
  const wrongCode = codeNeeded(v.phone, spec.verifiedPhone) ? codeError(v.code) : null;
  if (wrongCode) issues.push({ path: ["code"], message: wrongCode });
  if (spec.terms && v.terms_conditions !== "on")
    issues.push({ path: ["terms_conditions"], message: SHORT_TERMS_MESSAGE });
  return issues;
}

export function financeFormSchema(spec: FinanceFormSpec) {
  return z
    .object({
      intent: z.pipe(
        formText(),
        z.transform((v: string): FinanceIntent =>
          (FINANCE_INTENTS as readonly string[]).includes(v) ? (v as FinanceIntent) : "apply",
        ),
      ),
      amount: z.pipe(
        formText(),
        z.transform((v: string) => sentQuotePrice(v)),
      ),
      term: z.pipe(
        formText(),
        z.transform((v: string) => clampQuoteTerm(v === "" ? Number.NaN : Number(v))),
      ),
      selfAssessedCreditScore: z.pipe(
        formText(),
        z.transform((v: string) => creditScoreOf(v) ?? "GREAT"),
      ),
      whoIsHelping: trimmedText(100),
      name: trimmedText(50),
      last_name: trimmedText(50),
      email: trimmedText(254),
      phone: trimmedText(20),
      postcode: trimmedText(4),
      code: trimmedText(6),
      subscribe: z.pipe(
        formText(),
        z.transform((v: string) => v === "on"),
      ),
      terms_conditions: formText(),
    })
    .check(
      z.superRefine((values, ctx) => {
        const v = values as FinanceFormFields;
        const found =
          v.intent === "send"
            ? phoneIssues(v)
            : v.intent === "next"
              ? detailsIssues(v, spec)
              : v.intent === "apply"
                ? applyIssues(v, spec)
                : [];
        for (const issue of found) ctx.issues.push({ code: "custom", input: v[issue.path[0]], ...issue });
      }),
    );
}

export function financeFormResolver(spec: FinanceFormSpec) {
  return resolveWith(financeFormSchema(spec) as z.ZodMiniType<FinanceFormFields, unknown>);
}
