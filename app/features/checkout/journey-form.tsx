import { getFormProps, parse, useForm, type FieldMetadata } from "@conform-to/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { deliveryQuote } from "~/features/vehicle";
import { Button } from "~/ui/button";
import { useScripted } from "~/ui/use-scripted";
import { Field, FieldError, inputClass } from "~/ui/field";
import { FormWideAlert } from "~/ui/not-sent-alert";
import { formatMoney } from "~/ui/format";
import type { ReserveFormResult, JourneyPage } from "./checkout-page";
import { JOURNEY_STEPS, journeyResolver, journeySummary, type JourneyValues } from "./purchase-journey";
import { BuyerFields, CardFields, reserveAgreement, TextInput, type Metas } from "./reserve-form";

type Meta = FieldMetadata<string, Record<string, unknown>, string[]>;

function Choice({
  meta,
  legend,
  options,
  onChange,
}: {
  meta: Meta;
  legend: string;
  options: { value: string; label: string; hint?: ReactNode }[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset aria-describedby={meta.errors?.length ? `${meta.id}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer gap-3 rounded-lg border border-muted-foreground/30 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="radio"
              name={meta.name}
              value={o.value}
              defaultChecked={meta.initialValue === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1"
            />
            <span>
              <span className="block font-semibold">{o.label}</span>
              {o.hint ? <span className="block text-sm text-muted-foreground">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={meta.id} error={meta.errors?.[0]} />
    </fieldset>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? "font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The purchase journey (spec 000 section 2, /checkout-journey): details, trade-in, finance or cash,
 * delivery or pick-up, the summary, then the deposit, each step checked before the next.
 */
export function JourneyForm({
  page,
  result,
  busy,
}: {
  page: JourneyPage;
  result: ReserveFormResult | undefined;
  busy: boolean;
}) {
  const resolve = useMemo(() => journeyResolver(page.spec, new Date(page.today)), [page.spec, page.today]);
  const [form, fields] = useForm<JourneyValues, JourneyValues, string[]>({
    id: "journey",
    lastResult: result?.reply,
    onValidate: ({ formData }) => parse(formData, { resolve }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sent = (result?.reply.initialValue ?? {}) as Partial<Record<keyof JourneyValues, string>>;
  const [tradeIn, setTradeIn] = useState(sent.trade_in ?? "");
  const [handover, setHandover] = useState(sent.handover ?? "");
  const [postcode, setPostcode] = useState(sent.delivery_postcode ?? "");
  // Steps one at a time once scripts run; without them every step shows and one button sends them all.
  const scripted = useScripted();
  const wrongStep = JOURNEY_STEPS.findIndex((s) => s.fields.some((f) => result?.reply.error?.[f]?.length));
  const [step, setStep] = useState(wrongStep >= 0 ? wrongStep : 0);
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    // The server's answer names the first step with a problem; a declined card stays on the deposit.
    setAnswered(result);
    if (wrongStep >= 0) setStep(wrongStep);
  }
  const m = fields as unknown as Record<keyof JourneyValues, Meta>;
  const moved = useRef(false);
  useEffect(() => {
    // Each new step is announced and brought into view; the first one is where the page starts.
    if (moved.current) document.getElementById(`step-${step}`)?.focus();
    moved.current = true;
  }, [step]);
  const quote = handover === "delivery" ? deliveryQuote(postcode, page.spec.deliveryRegions) : null;
  const summary = journeySummary(
    page.car.advertised,
    page.depositCents,
    quote && "price" in quote ? quote.price : null,
  );

  const next = (event: React.MouseEvent<HTMLButtonElement>) => {
    const formElement = event.currentTarget.form!;
    const { error } = resolve(Object.fromEntries(new FormData(formElement)));
    const wrong = JOURNEY_STEPS[step]!.fields.filter((f) => error?.[f]);
    if (wrong.length) wrong.forEach((name) => form.validate({ name }));
    else setStep(step + 1);
  };
  const shown = (index: number) => !scripted || index === step;
  const section = (index: number, children: ReactNode) => (
    <section
      key={JOURNEY_STEPS[index]!.id}
      hidden={!shown(index)}
      aria-labelledby={`step-${index}`}
      className="space-y-4"
    >
      <h2 id={`step-${index}`} tabIndex={-1} className="scroll-mt-24 text-xl font-bold outline-none">
        {index + 1}. {JOURNEY_STEPS[index]!.title}
      </h2>
      {children}
      {scripted && index < JOURNEY_STEPS.length - 1 ? (
        <div className="flex gap-3 pt-2">
          {index > 0 ? (
            <Button variant="outline" onClick={() => setStep(index - 1)}>
              Back
            </Button>
          ) : null}
          <Button onClick={next}>Continue</Button>
        </div>
      ) : null}
    </section>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8" aria-busy={busy}>
      <input type="hidden" name="form_token" value={result?.token ?? page.token} />
      <FormWideAlert result={result?.reply} errors={form.errors} />
      {scripted ? (
        <p className="text-sm font-semibold text-muted-foreground">
          Step {step + 1} of {JOURNEY_STEPS.length}
        </p>
      ) : null}
      {section(0, <BuyerFields fields={fields as unknown as Metas} legend="Who is buying" legendHidden />)}
      {section(
        1,
        <>
          <Choice
            meta={m.trade_in}
            legend="Do you have a car to trade in?"
            options={[
              { value: "yes", label: "Yes" },
              { value: "no", label: "No" },
            ]}
            onChange={setTradeIn}
          />
          <div hidden={scripted && tradeIn !== "yes"} className="grid gap-4 sm:grid-cols-2">
            <TextInput
              meta={m.trade_in_vehicle}
              label="Year, make and model"
              autoComplete="off"
              maxLength={120}
              className="sm:col-span-2"
            />
            <TextInput meta={m.trade_in_km} label="Kilometres" inputMode="numeric" autoComplete="off" maxLength={9} />
            <p className="text-sm text-muted-foreground sm:col-span-2">
              We value it at inspection; for an instant estimate first,{" "}
              <Link to={`/cars/trade-in?car_id=${page.car.id}`} className="underline">
                value your trade-in online
              </Link>
              .
            </p>
          </div>
        </>,
      )}
      {section(
        2,
        <Choice
          meta={m.payment_method}
          legend="How will you pay the balance?"
          options={[
            {
              value: "finance",
              label: "Finance",
              hint: (
                <>
                  We help you apply after the deposit, or{" "}
                  <Link to={page.financePath} className="underline">
                    get an estimate now
                  </Link>
                  .
                </>
              ),
            },
            { value: "cash", label: "Cash or bank transfer", hint: "Pay the balance before you take the car." },
          ]}
          onChange={() => {}}
        />,
      )}
      {section(
        3,
        <>
          <Choice
            meta={m.handover}
            legend="How would you like to get the car?"
            options={[
              { value: "pickup", label: "Pick up", hint: "From one of our dealerships." },
              ...(page.spec.deliveryRegions.length
                ? [{ value: "delivery", label: "Delivery", hint: "To your door, quoted by postcode." }]
                : []),
            ]}
            onChange={setHandover}
          />
          <div hidden={scripted && handover !== "pickup"}>
            <Field id={m.pickup_location.id} label="Pick up from" error={m.pickup_location.errors?.[0]}>
              <select
                id={m.pickup_location.id}
                name={m.pickup_location.name}
                defaultValue={String(m.pickup_location.initialValue ?? "")}
                className={inputClass}
              >
                <option value="">Choose a dealership</option>
                {page.spec.locations.map((l) => (
                  <option key={l.value} value={l.value}>
                    {l.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div hidden={scripted && handover !== "delivery"}>
            <Field
              id={m.delivery_postcode.id}
              label="Delivery postcode"
              error={m.delivery_postcode.errors?.[0]}
              description={quote && "price" in quote ? `Delivery to ${quote.name}: ${formatMoney(quote.price)}` : null}
              descriptionTone="status"
            >
              <input
                id={m.delivery_postcode.id}
                name={m.delivery_postcode.name}
                inputMode="numeric"
                maxLength={4}
                defaultValue={postcode}
                onChange={(e) => setPostcode(e.currentTarget.value)}
                className={inputClass}
              />
            </Field>
          </div>
        </>,
      )}
      {section(
        4,
        <dl className="divide-y divide-muted-foreground/20 rounded-lg border border-muted-foreground/20 px-4">
          <Row label={page.car.name} value={formatMoney(summary.price)} />
          {summary.delivery ? <Row label="Delivery" value={formatMoney(summary.delivery)} /> : null}
          <Row label="Deposit today" value={`− ${formatMoney(summary.deposit)}`} />
          <Row label="Balance at handover" value={formatMoney(summary.balance)} strong />
          {tradeIn === "yes" ? (
            <p className="py-2 text-sm text-muted-foreground">
              Your trade-in's value comes off the balance once we've inspected it.
            </p>
          ) : null}
        </dl>,
      )}
      {section(
        5,
        <>
          <CardFields fields={fields as unknown as Metas} page={page} agreement={reserveAgreement(page.amount)} />
          <Button type="submit" block disabled={busy}>
            {busy ? "Processing payment…" : `Pay ${page.amount} deposit`}
          </Button>
        </>,
      )}
    </Form>
  );
}
