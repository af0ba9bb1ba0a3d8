import { getFormProps, parse, useForm, type FieldMetadata } from "@conform-to/react";
import { useMemo } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { FormWideAlert } from "~/ui/not-sent-alert";
import { reserveFormResolver, type ReserveFormValues } from "./card-form";
import type { CheckoutPage, ReserveFormResult } from "./checkout-page";
import { WeAccept } from "~/ui/payment-methods";

type Meta = FieldMetadata<string, Record<string, unknown>, string[]>;
/** Any paying form's field metadata, read by the parts they share. */
export type Metas = Record<keyof ReserveFormValues, Meta>;

/** Who is buying: the first part of every form that pays for a car. */
export function BuyerFields({
  fields,
  legend = "Your details",
  legendHidden = false,
}: {
  fields: Metas;
  legend?: string;
  legendHidden?: boolean;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={legendHidden ? "sr-only" : "mb-2 text-lg font-bold"}>{legend}</legend>
      <TextInput meta={fields.name} label="First Name" autoComplete="given-name" maxLength={50} />
      <TextInput meta={fields.last_name} label="Last Name" autoComplete="family-name" maxLength={50} />
      <TextInput
        meta={fields.email}
        label="Email Address"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      <TextInput
        meta={fields.phone}
        label="Mobile Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
      />
    </fieldset>
  );
}

interface InputProps {
  meta: Meta;
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  placeholder?: string;
  className?: string;
}

export function TextInput({
  meta,
  label,
  autoComplete,
  maxLength,
  type = "text",
  inputMode,
  placeholder,
  className,
}: InputProps) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <Field id={meta.id} label={label} required error={meta.errors?.[0]} className={className}>
      <input
        id={meta.id}
        name={meta.name}
        type={type}
        inputMode={inputMode}
        defaultValue={String(meta.initialValue ?? "")}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${meta.id}-error` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

/**
 * The reserve form: the buyer, then the card, then one button that pays. Checked in the browser
 * with the server's schema; without scripts the server answers the same way.
 */
export function ReserveForm({
  page,
  result,
  busy,
}: {
  page: CheckoutPage;
  result: ReserveFormResult | undefined;
  busy: boolean;
}) {
  const resolve = useMemo(() => reserveFormResolver(new Date(page.today)), [page.today]);
  const [form, fields] = useForm<ReserveFormValues, ReserveFormValues, string[]>({
    id: "reserve",
    lastResult: result?.reply,
    onValidate: ({ formData }) => parse(formData, { resolve }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const metas = fields as unknown as Metas;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6" aria-busy={busy}>
      <input type="hidden" name="form_token" value={result?.token ?? page.token} />
      <FormWideAlert result={result?.reply} errors={form.errors} />
      <BuyerFields fields={metas} />
      <CardFields fields={metas} page={page} agreement={reserveAgreement(page.amount)} />
      <p className="text-sm" data-testid="refund-terms">
        <strong>Refunds.</strong> {page.refundTerms}
      </p>
      <Button type="submit" size="md" block disabled={busy}>
        {busy ? "Processing payment…" : `Pay ${page.amount} and reserve`}
      </Button>
    </Form>
  );
}

export const reserveAgreement = (amount: string) =>
  `I agree to pay the ${amount} reserve amount, which comes off the price when I buy it.`;

/** The card and the agreement to pay: the last part of every form that pays for a car. */
export function CardFields({
  fields,
  page,
  agreement,
}: {
  fields: Metas;
  page: Pick<CheckoutPage, "testMode">;
  agreement: string;
}) {
  const terms = fields.terms_conditions;
  return (
    <>
      <fieldset className="grid gap-4 rounded-lg border border-muted-foreground/20 bg-muted/40 p-4 sm:grid-cols-4">
        <legend className="px-1 text-lg font-bold">Payment</legend>
        <WeAccept className="sm:col-span-4" />
        <TextInput
          meta={fields.card_name}
          label="Name on card"
          autoComplete="cc-name"
          maxLength={100}
          className="sm:col-span-4"
        />
        <TextInput
          meta={fields.card_number}
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={30}
          placeholder="1234 1234 1234 1234"
          className="sm:col-span-2"
        />
        <TextInput
          meta={fields.card_expiry}
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          placeholder="MM/YY"
        />
        <TextInput
          meta={fields.card_cvc}
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="CVC"
        />
        {page.testMode ? (
          <p className="text-sm text-muted-foreground sm:col-span-4">
            Test mode: no card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 for a declined card, or
            4000 0025 0000 3155 to be asked to authenticate, with any future expiry and any 3 digits.
          </p>
        ) : null}
      </fieldset>
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            id={terms.id}
            name={terms.name}
            defaultChecked={terms.initialValue === "on"}
            aria-invalid={terms.errors?.length ? true : undefined}
            aria-describedby={terms.errors?.length ? `${terms.id}-error` : undefined}
            className="mt-1 size-4"
          />
          <span>{agreement}</span>
        </label>
        {terms.errors?.[0] ? (
          <p id={`${terms.id}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {terms.errors[0]}
          </p>
        ) : null}
      </div>
    </>
  );
}
