import {
  getFormProps,
  getInputProps,
  parse,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useEffect, type InputHTMLAttributes } from "react";
import { Form, Link } from "react-router";
import { pushToDataLayer, EVENTS } from "~/features/analytics";
import { Button } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { FormWideAlert } from "~/ui/not-sent-alert";
import { CODE_SENT_HELP } from "./one-time-code";
import { signInResolver, type SignInValues } from "./sign-in-schema";

export interface SignInResult {
  step: "phone" | "code";
  /** Conform's reply: the fields' errors, a form-wide error and what was typed. */
  reply: SubmissionResult<string[]>;
  /** A code went out with this answer (event 36). */
  sent?: boolean;
}

type SignInField = FieldMetadata<string, SignInValues, string[]>;

function TextInput({
  meta,
  label,
  required,
  help,
  type = "text",
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  meta: SignInField;
  label: string;
  help?: string | null;
  type?: "text" | "tel" | "email";
}) {
  const { key: _key, ...props } = getInputProps(meta, { type, ariaDescribedBy: help ? meta.descriptionId : undefined });
  return (
    <Field
      id={meta.id}
      label={label}
      required={required}
      error={meta.errors?.[0]}
      description={help}
      descriptionTone="status"
    >
      <input {...props} {...input} className={inputClass} />
    </Field>
  );
}

/**
 * Spec 001 section 4, phone verification: Send Code, then the phone locks, the button reads Resend
 * Code with 'Code sent!', and the code is checked on submit. A plain form: it works without
 * scripts; with them Conform checks it with the server's schema first.
 */
export function SignInForm({
  result,
  hidden,
  busy,
}: {
  result: SignInResult | undefined;
  hidden: { type: string; redirect: string; back: string };
  busy: boolean;
}) {
  const step = result?.step ?? "phone";
  const [form, fields] = useForm<SignInValues, SignInValues, string[]>({
    id: "sign-in",
    lastResult: result?.reply,
    onValidate: ({ formData }) => parse(formData, { resolve: signInResolver }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (result?.sent) pushToDataLayer(EVENTS.CODE_SENT, { label: "Code sent" });
  }, [result]);
  const phone = String(result?.reply.initialValue?.phone ?? "");
  return (
    <Form method="post" replace {...getFormProps(form)} className="mt-6 grid gap-4" aria-busy={busy}>
      {step === "code" ? (
        // Enter in the code field signs in: the first submit button is the form's default.
        <button type="submit" name="intent" value="verify" className="sr-only" tabIndex={-1} aria-hidden="true">
          Sign In
        </button>
      ) : null}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormWideAlert result={result?.reply} errors={form.errors} />
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
        <TextInput
          // Conform keeps the first render's values; the phone as the server read it (0412...) is the server's answer.
          key={`${step}-${phone}`}
          defaultValue={phone}
          meta={fields.phone}
          type="tel"
          label="Mobile Number"
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          readOnly={step === "code"}
          help={step === "code" ? CODE_SENT_HELP : null}
        />
        <Button
          type="submit"
          name="intent"
          value="send"
          disabled={busy}
          variant={step === "code" ? "outline" : "primary"}
          className="sm:mt-7"
        >
          {step === "code" ? "Resend Code" : "Send Code"}
        </Button>
      </div>
      {step === "code" ? (
        <>
          <TextInput
            meta={fields.code}
            label="Verification Code"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            autoFocus
          />
          <p className="text-sm">
            Wrong number?{" "}
            <Link to={`?${new URLSearchParams(hidden).toString()}`} className="underline">
              Change it
            </Link>
          </p>
        </>
      ) : null}
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">About you (optional, for your first sign-in)</legend>
        <TextInput meta={fields.first_name} label="First Name" autoComplete="given-name" maxLength={80} />
        <TextInput meta={fields.last_name} label="Last Name" autoComplete="family-name" maxLength={80} />
        <div className="sm:col-span-2">
          <TextInput meta={fields.email} type="email" label="Email Address" autoComplete="email" maxLength={200} />
        </div>
      </fieldset>
      {step === "code" ? (
        <Button type="submit" name="intent" value="verify" disabled={busy}>
          Sign In
        </Button>
      ) : null}
    </Form>
  );
}
