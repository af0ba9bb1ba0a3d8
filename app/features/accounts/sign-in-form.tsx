import { useEffect } from "react";
import { Form, Link } from "react-router";
import { pushToDataLayer } from "~/features/analytics/track";
import { TextField } from "~/ui/text-field";
import { CODE_SENT_HELP } from "./one-time-code";

export interface SignInResult {
  step: "phone" | "code";
  values: Record<"phone" | "first_name" | "last_name" | "email", string>;
  errors: Partial<Record<"phone" | "code", string>>;
  formError: string | null;
  /** A code went out with this answer (event 36). */
  sent?: boolean;
}

const buttonClass = "rounded bg-primary px-5 py-3 font-semibold text-primary-foreground disabled:opacity-60";
const secondaryClass = "rounded border-2 border-primary px-5 py-3 font-semibold text-primary disabled:opacity-60";

/**
 * Spec 001 section 4, phone verification: Send Code, then the phone locks, the button reads Resend
 * Code with 'Code sent!', and the code is checked on submit. A plain form: it works without scripts.
 */
export function SignInForm({ result, hidden, busy }: { result: SignInResult | undefined; hidden: { type: string; redirect: string; back: string }; busy: boolean }) {
  const step = result?.step ?? "phone";
  const values = result?.values;
  useEffect(() => {
    if (result?.sent) pushToDataLayer(36, { label: "Code sent" });
  }, [result]);
  return (
    <Form method="post" replace noValidate className="mt-6 grid gap-4" aria-busy={busy}>
      {step === "code" ? (
        // Enter in the code field signs in: the first submit button is the form's default.
        <button type="submit" name="intent" value="verify" className="sr-only" tabIndex={-1} aria-hidden="true">
          Sign In
        </button>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {result?.formError ? (
        <p role="alert" className="rounded border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900" data-testid="sign-in-error">
          {result.formError}
        </p>
      ) : null}
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
        <TextField
          id="sign-in-phone"
          name="phone"
          type="tel"
          label="Mobile Number"
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          readOnly={step === "code"}
          defaultValue={values?.phone ?? ""}
          key={`${step}-${values?.phone ?? ""}`}
          help={step === "code" ? CODE_SENT_HELP : null}
          error={result?.errors.phone}
        />
        <button type="submit" name="intent" value="send" formNoValidate disabled={busy} className={`sm:mt-7 ${step === "code" ? secondaryClass : buttonClass}`}>
          {step === "code" ? "Resend Code" : "Send Code"}
        </button>
      </div>
      {step === "code" ? (
        <>
          <TextField
            id="sign-in-code"
            name="code"
            label="Verification Code"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            autoFocus
            error={result?.errors.code}
          />
          <p className="text-sm">
            Wrong number? <Link to={`?${new URLSearchParams(hidden).toString()}`} className="underline">Change it</Link>
          </p>
        </>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">About you (optional, for your first sign-in)</legend>
        <TextField id="sign-in-first-name" name="first_name" label="First Name" autoComplete="given-name" maxLength={80} defaultValue={values?.first_name ?? ""} />
        <TextField id="sign-in-last-name" name="last_name" label="Last Name" autoComplete="family-name" maxLength={80} defaultValue={values?.last_name ?? ""} />
        <div className="sm:col-span-2">
          <TextField id="sign-in-email" name="email" type="email" label="Email Address" autoComplete="email" maxLength={200} defaultValue={values?.email ?? ""} />
        </div>
      </fieldset>
      {step === "code" ? (
        <button type="submit" name="intent" value="verify" disabled={busy} className={buttonClass}>
          Sign In
        </button>
      ) : null}
    </Form>
  );
}
