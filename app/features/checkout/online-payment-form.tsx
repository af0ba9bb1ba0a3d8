import { getFormProps, parse, useForm, type FieldMetadata } from "@conform-to/react";
import { useMemo, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { FormWideAlert } from "~/ui/not-sent-alert";
import { formatDollars } from "./checkout-rules";
import { amountCents, onlinePaymentResolver, PAYING_FOR, type OnlinePaymentValues } from "./online-payment-rules";
import type { OnlinePaymentPage, OnlinePaymentResult } from "./checkout-page";
import { BuyerFields, CardFields, TextInput, type Metas } from "./reserve-form";

type Meta = FieldMetadata<string, Record<string, unknown>, string[]>;

/** Pay an invoice or a reservation: what for, how much, who, then the card. */
export function OnlinePaymentForm({
  page,
  result,
  busy,
}: {
  page: OnlinePaymentPage;
  result: OnlinePaymentResult | undefined;
  busy: boolean;
}) {
  const resolve = useMemo(() => onlinePaymentResolver(new Date(page.today)), [page.today]);
  const [form, fields] = useForm<OnlinePaymentValues, OnlinePaymentValues, string[]>({
    id: "online-payment",
    lastResult: result?.reply,
    defaultValue: page.prefill,
    onValidate: ({ formData }) => parse(formData, { resolve }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const m = fields as unknown as Record<keyof OnlinePaymentValues, Meta>;
  const [amount, setAmount] = useState(String(m.amount.initialValue ?? ""));
  const [payingFor, setPayingFor] = useState(String(m.paying_for.initialValue ?? "invoice"));
  const cents = amountCents(amount);
  const shownAmount = cents === null ? "" : formatDollars(cents);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6" aria-busy={busy}>
      <input type="hidden" name="form_token" value={result?.token ?? page.token} />
      <FormWideAlert result={result?.reply} errors={form.errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">What are you paying?</legend>
        <Field id={m.paying_for.id} label="Paying for" required error={m.paying_for.errors?.[0]}>
          <select
            id={m.paying_for.id}
            name={m.paying_for.name}
            defaultValue={payingFor}
            onChange={(e) => setPayingFor(e.currentTarget.value)}
            className={inputClass}
          >
            {PAYING_FOR.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </Field>
        <TextInput
          meta={m.paying_reference}
          label={PAYING_FOR.find((p) => p.value === payingFor)?.referenceLabel ?? "Reference"}
          autoComplete="off"
          maxLength={40}
        />
        <Field
          id={m.amount.id}
          label="Amount (AUD)"
          required
          error={m.amount.errors?.[0]}
          description={shownAmount ? `You'll pay ${shownAmount}` : null}
        >
          <input
            id={m.amount.id}
            name={m.amount.name}
            inputMode="decimal"
            maxLength={14}
            defaultValue={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            placeholder="0.00"
            aria-invalid={m.amount.errors?.length ? true : undefined}
            aria-describedby={m.amount.errors?.length ? `${m.amount.id}-error` : undefined}
            className={inputClass}
          />
        </Field>
      </fieldset>
      <BuyerFields fields={fields as unknown as Metas} />
      <CardFields
        fields={fields as unknown as Metas}
        page={page}
        agreement={`I agree to pay ${shownAmount || "this amount"} against the ${payingFor === "invoice" ? "invoice" : "reservation"} above.`}
      />
      <Button type="submit" block disabled={busy}>
        {busy ? "Processing payment…" : shownAmount ? `Pay ${shownAmount}` : "Pay now"}
      </Button>
    </Form>
  );
}
