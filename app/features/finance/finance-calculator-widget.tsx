import { useRef, useState } from "react";
import { trackEvent, EVENTS } from "~/features/analytics";
import { formatCents, formatMoney, formatTypedAmount } from "~/ui/format";
import { useTypedBeforeHydration } from "~/ui/typed-before-hydration";
import {
  calculateRepayment,
  calculatorBounds,
  FIXED_FEES,
  FREQUENCIES,
  type CalculatorConfig,
  type CalculatorInput,
  type Frequency,
} from "./finance-calculator";
import { DISCLAIMER_SHORT_LENGTH } from "./lender-summary";
import { COMPARISON_RATE_NOTE } from "./vehicle-finance";
import { buttonClass } from "~/ui/button";

/**
 * The shared finance calculator (spec 001 sections 2, 5 and 9): price, term, rate, deposit or
 * trade-in, residual and frequency, recalculated on every change. A GET form, so it answers
 * without scripts too.
 */
export function FinanceCalculator({
  config,
  initial,
  disclaimer,
}: {
  config: CalculatorConfig;
  initial: CalculatorInput;
  disclaimer: string | null;
}) {
  const bounds = calculatorBounds(config);
  const [input, setInput] = useState(initial);
  const formRef = useTypedBeforeHydration(readCalculatorForm, setInput);
  const used = useRef(false);
  const result = calculateRepayment(input, config);
  const change = (patch: Partial<CalculatorInput>) => {
    if (!used.current) {
      used.current = true;
      trackEvent(EVENTS.FINANCE_CALCULATOR_FIRST_USE, { label: "finance calculator" });
    }
    setInput((current) => ({ ...current, ...patch }));
  };
  const clamp = (field: "deposit" | "residual") =>
    change({ [field]: Math.min(bounds.amount.max, Math.max(0, input[field])) });
  return (
    <form
      ref={formRef}
      method="get"
      action="#finance-calculator"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-4 md:grid-cols-2"
      data-testid="finance-calculator"
    >
      <MoneyField
        label="Purchase price"
        name="loan_price"
        value={input.price}
        onChange={(price) => change({ price: Math.max(0, price) })}
        error={result.kind === "error" && result.field === "price" ? result.message : null}
      />
      <RangeField
        label="Loan term"
        name="loan_term"
        unit="years"
        value={input.termYears}
        {...bounds.term}
        onChange={(termYears) => change({ termYears })}
      />
      <RangeField
        label="Interest rate"
        name="loan_rate"
        unit="% p.a."
        value={input.rate}
        {...bounds.rate}
        onChange={(rate) => change({ rate })}
      />
      <MoneyField
        label="Deposit or trade-in"
        name="loan_deposit"
        value={input.deposit}
        onChange={(deposit) => change({ deposit })}
        onBlur={() => clamp("deposit")}
        error={result.kind === "error" && result.field === "deposit" ? result.message : null}
      />
      <MoneyField
        label="Residual (balloon)"
        name="loan_residual"
        value={input.residual}
        onChange={(residual) => change({ residual })}
        onBlur={() => clamp("residual")}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold">Repayment frequency</legend>
        <div className="flex gap-2">
          {(Object.keys(FREQUENCIES) as Frequency[]).map((f) => (
            <label
              key={f}
              className={`cursor-pointer rounded border px-3 py-1.5 text-sm ${input.frequency === f ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground/40"}`}
            >
              <input
                type="radio"
                name="frequency"
                value={f}
                checked={input.frequency === f}
                onChange={() => change({ frequency: f })}
                className="sr-only"
              />
              {f}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="rounded-lg bg-muted p-4 md:col-span-2" aria-live="polite" data-testid="finance-result">
        {result.kind === "repayment" ? (
          <p>
            Estimated repayment <strong className="text-2xl">{formatMoney(result.amount)}</strong>{" "}
            {result.frequency.toLowerCase()}
          </p>
        ) : result.kind === "enquire" ? (
          <p className="text-lg font-semibold">{result.message}</p>
        ) : (
          <p className="text-lg font-semibold">
            {result.field === "deposit" ? "Check the deposit" : "Check the purchase price"}
          </p>
        )}
        <noscript>
          <button className={buttonClass({ size: "compact" }, "mt-2")}>Calculate</button>
        </noscript>
      </div>
      {config.fixed_fee_list ? (
        <FeeList />
      ) : config.establishment_fee > 0 ? (
        <p className="text-sm md:col-span-2">
          Includes a {formatCents(config.establishment_fee)} establishment fee, financed.
        </p>
      ) : null}
      {config.comparison_rate_range ? (
        <p className="text-sm md:col-span-2" data-testid="comparison-rate-range">
          Comparison rates {config.comparison_rate_range.min.toFixed(2)}% to{" "}
          {config.comparison_rate_range.max.toFixed(2)}% p.a.* {COMPARISON_RATE_NOTE}
        </p>
      ) : null}
      {disclaimer ? <Disclaimer text={disclaimer} showMore={config.disclaimer_show_more} /> : null}
    </form>
  );
}

const money = (value: FormDataEntryValue | null) => Number(String(value ?? "").replace(/[^\d.-]/g, "")) || 0;

function readCalculatorForm(data: FormData): CalculatorInput {
  const frequency = String(data.get("frequency"));
  return {
    price: Math.max(0, money(data.get("loan_price"))),
    termYears: Number(data.get("loan_term")),
    rate: Number(data.get("loan_rate")),
    deposit: money(data.get("loan_deposit")),
    residual: money(data.get("loan_residual")),
    frequency: Object.hasOwn(FREQUENCIES, frequency) ? (frequency as Frequency) : "Weekly",
  };
}

function MoneyField({
  label,
  name,
  value,
  onChange,
  onBlur,
  error = null,
}: {
  label: string;
  name: string;
  value: number;
  onChange: (v: number) => void;
  onBlur?: () => void;
  error?: string | null;
}) {
  const id = `calc-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded border border-muted-foreground/40 px-3">
        <span aria-hidden="true">$</span>
        <input
          id={id}
          name={name}
          inputMode="numeric"
          value={formatTypedAmount(value)}
          onChange={(e) => onChange(money(e.target.value))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full py-2 pl-1 outline-none"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function RangeField({
  label,
  name,
  unit,
  value,
  min,
  max,
  step,
  onChange,
}: {
  label: string;
  name: string;
  unit: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (v: number) => void;
}) {
  const id = `calc-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm font-semibold">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>
          {Number.isInteger(value) ? value : Number(value.toFixed(2))} {unit}
        </output>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={min}
        max={max}
        step={onStep(value, min, step) ? step : "any"}
        value={value}
        onChange={(e) => onChange(Math.round(Number(e.target.value) * 100) / 100)}
        className="accent-primary"
      />
    </div>
  );
}

/**
 * A value off the slider's steps (a lender's 8.99% on 0.5% steps) would be moved to the nearest
 * step by the browser, and the page would then say 9% beside an estimate at 8.99% (issue 56): such
 * a slider takes any value until the person moves it onto a step.
 */
const onStep = (value: number, min: number, step: number) => Math.abs(((value - min) / step) % 1) < 1e-9;

function FeeList() {
  return (
    <ul className="text-sm md:col-span-2" aria-label="Fees">
      <li>Establishment fee {formatMoney(FIXED_FEES.establishment)}</li>
      <li>Security registration fee ${FIXED_FEES.securityRegistration}</li>
      <li>Monthly account admin fee ${FIXED_FEES.monthlyAccountAdmin}</li>
      <li>Dealer agency fee {formatCents(FIXED_FEES.dealerAgency)}</li>
    </ul>
  );
}

/** Spec 001 section 2: Show More/Show Less switches a long disclaimer between cut and whole; the link opens it whole. */
function Disclaimer({ text, showMore }: { text: string; showMore: boolean }) {
  const [open, setOpen] = useState(false);
  const long = showMore && text.length > DISCLAIMER_SHORT_LENGTH;
  return (
    <div className="text-xs text-muted-foreground md:col-span-2">
      {long ? (
        <a
          href="#finance-disclaimer"
          onClick={() => setOpen(!open)}
          className="font-semibold text-primary underline"
          aria-controls="finance-disclaimer"
          aria-expanded={open}
        >
          Finance disclaimer
        </a>
      ) : null}
      <div id="finance-disclaimer" className="mt-1 scroll-mt-20">
        <p>{long && !open ? `${text.slice(0, DISCLAIMER_SHORT_LENGTH)}…` : text}</p>
        {long ? (
          <button
            type="button"
            onClick={() => setOpen(!open)}
            className="font-semibold text-primary"
            aria-expanded={open}
          >
            {open ? "Show Less" : "Show More"}
          </button>
        ) : null}
      </div>
    </div>
  );
}
