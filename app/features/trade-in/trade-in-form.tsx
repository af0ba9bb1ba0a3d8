import { getFormProps, parse, useForm, type FieldMetadata } from "@conform-to/react";
import { useMemo } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button";
import { DistanceInput } from "~/ui/distance-input";
import { Field, FieldError, inputClass } from "~/ui/field";
import { FormWideAlert } from "~/ui/not-sent-alert";
import { answerField, tradeInResolver, type TradeInFields } from "./valuation-form";
import type { TradeInPage, TradeInResult } from "./trade-in-page";
import { ADJUSTMENT_QUESTIONS, AU_STATES, questionText } from "./valuation-rules";

type Meta = FieldMetadata<string, TradeInFields, string[]>;

function Text({
  meta,
  label,
  required,
  autoComplete,
  maxLength,
  inputMode,
  type = "text",
  className,
  distance = false,
}: {
  meta: Meta;
  label: string;
  required?: boolean;
  autoComplete?: string;
  maxLength: number;
  inputMode?: "numeric" | "email" | "tel";
  type?: string;
  className?: string;
  /** Kilometres: thousands separators and the "kms" suffix. */
  distance?: boolean;
}) {
  const invalid = Boolean(meta.errors?.length);
  const Control = distance ? DistanceInput : "input";
  return (
    <Field id={meta.id} label={label} required={required} error={meta.errors?.[0]} className={className}>
      <Control
        id={meta.id}
        name={meta.name}
        type={type}
        inputMode={inputMode}
        defaultValue={String(meta.initialValue ?? "")}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${meta.id}-error` : undefined}
        className={distance ? undefined : inputClass}
      />
    </Field>
  );
}

function Question({
  meta,
  question,
  answers,
}: {
  meta: Meta;
  question: string;
  answers: { value: string; label: string }[];
}) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? `${meta.id}-error` : undefined}>
      <legend className="font-semibold">
        {question}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {answers.map((answer) => (
          <label
            key={answer.value}
            className="flex cursor-pointer items-center gap-2 rounded border border-muted-foreground/30 px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="radio"
              name={meta.name}
              value={answer.value}
              defaultChecked={meta.initialValue === answer.value}
              aria-invalid={invalid || undefined}
            />
            <span>{answer.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={meta.id} error={meta.errors?.[0]} />
    </fieldset>
  );
}

/**
 * The valuation form (spec 001 sections 2 and 3): find the car by registration and state or type
 * it, the kilometres and the adjustment questions, then the contact fields. One form, answered by
 * the server with or without scripts.
 */
export function TradeInForm({
  page,
  result,
  busy,
}: {
  page: TradeInPage;
  result: TradeInResult | undefined;
  busy: boolean;
}) {
  const resolve = useMemo(() => tradeInResolver(new Date(page.today)), [page.today]);
  const [form, fields] = useForm<TradeInFields, TradeInFields, string[]>({
    id: "valuation",
    lastResult: result?.reply,
    onValidate: ({ formData }) => parse(formData, { resolve }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const lookup = result?.lookup;
  const field = (name: string) => (fields as unknown as Record<string, Meta>)[name]!;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8" aria-busy={busy}>
      <FormWideAlert result={result?.reply} errors={form.errors} />
      <section aria-labelledby="find-car" className="space-y-4">
        <h2 id="find-car" className="text-xl font-bold">
          1. Find your {page.vehicleWord}
        </h2>
        <div className="grid items-end gap-4 sm:grid-cols-[1fr_8rem_auto]">
          <Text meta={fields.rego} label="Registration" maxLength={12} autoComplete="off" />
          <Field id={fields.rego_state.id} label="State" error={fields.rego_state.errors?.[0]}>
            <select
              id={fields.rego_state.id}
              name={fields.rego_state.name}
              defaultValue={String(fields.rego_state.initialValue ?? "")}
              className={inputClass}
            >
              <option value="">Choose</option>
              {AU_STATES.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          </Field>
          <Button type="submit" name="intent" value="lookup" variant="outline" disabled={busy} className="sm:mb-0">
            Find my {page.vehicleWord}
          </Button>
        </div>
        {lookup ? (
          <p
            role="status"
            className={
              lookup.found
                ? "rounded bg-green-50 p-3 font-semibold text-green-900"
                : "rounded bg-amber-50 p-3 font-semibold text-amber-950"
            }
          >
            {lookup.found
              ? `We found your ${[lookup.found.year, lookup.found.make, lookup.found.model, lookup.found.badge].filter(Boolean).join(" ")}. Check the details below.`
              : lookup.message}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Or type your {page.vehicleWord}&apos;s details below.</p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Text meta={fields.year} label="Year" required inputMode="numeric" maxLength={4} />
          <Text meta={fields.make} label="Make" required maxLength={40} />
          <Text meta={fields.model} label="Model" required maxLength={60} />
          <Text meta={fields.badge} label="Badge or variant" maxLength={60} />
          <Text meta={fields.km} label="Kilometres" required distance maxLength={9} />
        </div>
      </section>
      <section aria-labelledby="condition" className="space-y-5">
        <h2 id="condition" className="text-xl font-bold">
          2. Its condition
        </h2>
        {ADJUSTMENT_QUESTIONS.map((q) => (
          <Question
            key={q.id}
            meta={field(answerField(q.id))}
            question={questionText(q, page.vehicleWord)}
            answers={q.answers}
          />
        ))}
      </section>
      <section aria-labelledby="your-details" className="space-y-4">
        <h2 id="your-details" className="text-xl font-bold">
          3. Your details
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Text meta={fields.name} label="First Name" required autoComplete="given-name" maxLength={50} />
          <Text meta={fields.last_name} label="Last Name" autoComplete="family-name" maxLength={50} />
          <Text
            meta={fields.phone}
            label="Mobile Number"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
          />
          <Text
            meta={fields.email}
            label="Email Address"
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
          <Text meta={fields.postcode} label="Postcode" inputMode="numeric" autoComplete="postal-code" maxLength={4} />
        </div>
      </section>
      <Button type="submit" name="intent" value="estimate" block disabled={busy}>
        {busy ? "Working out your estimate…" : "Get my estimate"}
      </Button>
    </Form>
  );
}
