import type { FieldMetadata } from "@conform-to/react";
import { CODE_SENT_HELP } from "~/features/accounts";
import { Button } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import type { FinanceFormFields } from "./finance-form-schema";

type Meta = FieldMetadata<string, FinanceFormFields, string[]>;

/**
 * Spec 001 section 4, the mobile check inside the finance form: Send Code, then the mobile locks,
 * the button reads Resend Code with 'Code sent!', and the code is asked for. A mobile the signed-in
 * shopper already verified needs no code.
 */
export function MobileVerification({
  phone,
  code,
  sent,
  verified,
  busy,
  initialPhone,
}: {
  phone: Meta;
  code: Meta;
  sent: boolean;
  verified: boolean;
  busy: boolean;
  initialPhone: string;
}) {
  const described = (meta: Meta, extra?: string) =>
    [meta.errors?.length ? `${meta.id}-error` : null, extra].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-3 sm:col-span-2">
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto]">
        <Field
          id={phone.id}
          label="Mobile Number"
          required
          error={phone.errors?.[0]}
          description={verified ? "Verified" : sent ? CODE_SENT_HELP : null}
          descriptionTone="status"
        >
          <input
            // The mobile as the server last read it is the form's, once a code has gone to it.
            key={`${sent}-${initialPhone}`}
            id={phone.id}
            name={phone.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            defaultValue={initialPhone}
            readOnly={sent || verified}
            aria-invalid={phone.errors?.length ? true : undefined}
            aria-describedby={described(phone, sent || verified ? `${phone.id}-description` : undefined)}
            className={inputClass}
          />
        </Field>
        {verified ? null : (
          <Button
            type="submit"
            name="intent"
            value="send"
            formNoValidate
            disabled={busy}
            variant={sent ? "outline" : "primary"}
            className="sm:mt-7"
          >
            {sent ? "Resend Code" : "Send Code"}
          </Button>
        )}
      </div>
      {sent ? <input type="hidden" name="sent" value="on" /> : null}
      {sent && !verified ? (
        <Field id={code.id} label="Verification Code" required error={code.errors?.[0]}>
          <input
            id={code.id}
            name={code.name}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-invalid={code.errors?.length ? true : undefined}
            aria-describedby={described(code)}
            className={inputClass}
          />
        </Field>
      ) : null}
    </div>
  );
}
