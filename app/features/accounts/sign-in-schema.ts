import * as z from "zod/mini";
import { formText, resolveWith } from "~/platform/forms/form-schema";
import { codeError } from "./one-time-code";
import { mobileError } from "./phone-number";

/** The sign-in form's one schema (spec 001 sections 4 and 5), read by the server and the browser. */
export interface SignInValues {
  intent: "send" | "verify";
  phone: string;
  code: string;
  first_name: string;
  last_name: string;
  email: string;
}

const optional = (max: number) =>
  formText().check(z.trim(), z.maxLength(max, `Please use ${max} characters or fewer.`));

/** "Send Code" (and "Resend Code") checks the phone; "Sign In" checks the code as well. */
export const signInSchema = z
  .object({
    intent: z.pipe(
      formText(),
      z.transform((v: string) => (v === "verify" ? "verify" : "send") as SignInValues["intent"]),
    ),
    phone: formText().check(
      z.trim(),
      z.refine((v: string) => mobileError(v) === null, { error: (issue) => mobileError(String(issue.input)) ?? "" }),
    ),
    code: formText().check(z.trim()),
    first_name: optional(80),
    last_name: optional(80),
    email: optional(200),
  })
  .check(
    z.superRefine((values, ctx) => {
      const wrong = values.intent === "verify" ? codeError(values.code) : null;
      if (wrong) ctx.issues.push({ code: "custom", path: ["code"], message: wrong, input: values.code });
    }),
  );

export const signInResolver = resolveWith(signInSchema as z.ZodMiniType<SignInValues, unknown>);
