import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "~/ui/button";
import { formatMoney, formatNumber } from "~/ui/format";
import { inputClass } from "~/ui/field";
import {
  BUDGET,
  budgetAmount,
  budgetOutcome,
  boundsFor,
  budgetSearchHref,
  budgetWords,
  budgetTermsText,
  estimatedBudget,
  type RepaymentFrequency,
} from "./budget";
import type { BudgetFinderData } from "./budget-finder.server";

/** Thousands separators as the shopper types; what is not a number reads as 0. */
const shown = (raw: string) => (raw.trim() === "" ? "" : formatNumber(budgetAmount(raw)));

function MoneyInput({
  id,
  name,
  label,
  value,
  onChange,
  invalid,
  presets,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  presets?: readonly number[];
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 mt-1 flex items-center text-muted-foreground"
        >
          $
        </span>
        <input
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(shown(e.currentTarget.value))}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "budget-none" : undefined}
          list={presets ? `${id}-presets` : undefined}
          className={`${inputClass} pl-7`}
        />
      </div>
      {presets ? (
        <datalist id={`${id}-presets`}>
          {presets.map((p) => (
            <option key={p} value={formatNumber(p)} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

/**
 * Spec 001 section 2, Discovery widget 1: body tiles, a repayment and a deposit, the budget they buy
 * over 5 years at the site's rate and fees (live), and a button into the search up to it. Without scripts it is a GET form to
 * /budget, which does the same sum on the server.
 */
export function BudgetFinder({ finder }: { finder: BudgetFinderData }) {
  const navigate = useNavigate();
  const [bodies, setBodies] = useState(finder.start.bodies);
  const [frequency, setFrequency] = useState(finder.start.frequency);
  const [repayment, setRepayment] = useState(formatNumber(finder.start.repayment));
  const [repaymentTouched, setRepaymentTouched] = useState(false);
  const [deposit, setDeposit] = useState(formatNumber(finder.start.deposit));
  const budget = estimatedBudget(budgetAmount(repayment), frequency, budgetAmount(deposit), finder.calculator);
  const outcome = budgetOutcome(budget, boundsFor(bodies, finder.bounds));
  const words = budgetWords(finder.carType);
  const outOfReach = outcome.kind === "out-of-reach";
  const chooseFrequency = (next: RepaymentFrequency) => {
    setFrequency(next);
    if (!repaymentTouched) setRepayment(formatNumber(BUDGET.repayment[next]));
  };
  const toggle = (body: string) =>
    setBodies((now) => (now.includes(body) ? now.filter((b) => b !== body) : [...now, body]));
  return (
    <section aria-labelledby="budget-heading" className="mx-auto max-w-7xl px-4 py-8">
      <form
        method="get"
        action="/budget"
        className="grid gap-6 rounded-lg border border-muted p-5 lg:grid-cols-[3fr_2fr]"
        onSubmit={(e) => {
          e.preventDefault();
          if (outcome.kind === "search") navigate(budgetSearchHref(finder.searchPath, bodies, outcome.maxPrice));
        }}
      >
        <div>
          <h2 id="budget-heading" className="text-2xl font-bold">
            Find {finder.words.many} for your budget
          </h2>
          {finder.bodies.length ? (
            <fieldset className="mt-4">
              <legend className="font-semibold">Select your preferred {finder.words.one} types</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {finder.bodies.map((body) => (
                  <label
                    key={body.value}
                    className="flex cursor-pointer items-center justify-center rounded border border-muted-foreground/30 px-3 py-3 text-center font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
                  >
                    <input
                      type="checkbox"
                      name="body"
                      value={body.value}
                      checked={bodies.includes(body.value)}
                      onChange={() => toggle(body.value)}
                      className="sr-only"
                    />
                    {body.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <fieldset className="mt-4">
            <legend className="font-semibold">Repayments</legend>
            <div className="mt-1 flex gap-4">
              {(["monthly", "weekly"] as const).map((f) => (
                <label key={f} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="frequency"
                    value={f}
                    checked={frequency === f}
                    onChange={() => chooseFrequency(f)}
                  />
                  {f === "monthly" ? "Monthly" : "Weekly"}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <MoneyInput
              id="budget-repayment"
              name="repayment"
              label={`${frequency === "monthly" ? "Monthly" : "Weekly"} repayment`}
              value={repayment}
              onChange={(v) => (setRepayment(v), setRepaymentTouched(true))}
              invalid={outOfReach}
            />
            <MoneyInput
              id="budget-deposit"
              name="deposit"
              label="Deposit"
              value={deposit}
              onChange={setDeposit}
              invalid={outOfReach}
              presets={finder.presets}
            />
          </div>
        </div>
        <div className="flex flex-col justify-center rounded-lg bg-muted/50 p-5 text-center">
          <p className="font-semibold">Estimated budget</p>
          <output
            htmlFor="budget-repayment budget-deposit"
            aria-live="polite"
            className="mt-1 block text-4xl font-bold text-primary"
          >
            {formatMoney(budget)}
          </output>
          <p className="mt-2 text-sm text-muted-foreground">
            {budgetTermsText(finder.calculator)}: what our finance calculator lends on your repayments, plus your
            deposit. A guide, not a finance offer.
          </p>
          <button type="submit" disabled={outOfReach} className={buttonClass({ block: true }, "mt-4")}>
            {outOfReach ? words.none : words.button}
          </button>
          <p id="budget-none" role="status" className="mt-2 font-semibold text-red-700 empty:hidden">
            {outOfReach ? words.note : ""}
          </p>
        </div>
      </form>
    </section>
  );
}
