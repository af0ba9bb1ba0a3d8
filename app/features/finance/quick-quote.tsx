import { useEffect, useRef, useState } from "react";
import {
  CREDIT_HISTORY_LABELS,
  COMPARISON_EXAMPLE_TEXT,
  COMPARISON_NOTE,
  displayNote,
  estimateTermsText,
  FINANCE_MESSAGES,
  priceDigits,
  clampQuotePrice,
  QUOTE_DELAY_MS,
  QUOTE_TERM,
  quotePriceError,
  quoteRequestOf,
  type QuickQuoteValues,
} from "~/features/finance/finance-form-rules";
import {
  CREDIT_SCORES,
  monthlyFromWeekly,
  type CreditScore,
  type FinanceQuote,
} from "~/features/finance/finance-quote";
import { buttonClass } from "~/ui/button";
import { Field, inputClass } from "~/ui/field";
import { formatMoney, formatNumber } from "~/ui/format";

export interface QuoteCarFacts {
  year: number | null;
  vin: string | null;
  nvic: string | null;
}

/** Asks POST /api/youx/quote; a failure empties the quote and is only logged (spec 001 section 8). */
async function requestQuote(
  values: QuickQuoteValues,
  car: QuoteCarFacts | null,
  signal: AbortSignal,
): Promise<FinanceQuote | null> {
  try {
    const response = await fetch("/api/youx/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(quoteRequestOf(values, car)),
      signal,
    });
    const answer = (await response.json()) as Partial<FinanceQuote> & { error?: string };
    if (!response.ok || typeof answer.weeklyRepaymentAmount !== "number")
      throw new Error(answer.error ?? String(response.status));
    return answer as FinanceQuote;
  } catch (error) {
    if (!signal.aborted) console.error(FINANCE_MESSAGES.quoteFailed, error);
    return null;
  }
}

/**
 * The quote follows the price, term and credit history once they have stopped changing for 500 ms.
 * A new answer from the server remounts the quick quote (its key), so `first` is read once.
 */
function useQuickQuote(
  values: QuickQuoteValues,
  car: QuoteCarFacts | null,
  first: FinanceQuote | null,
  enabled: boolean,
) {
  const [estimate, setEstimate] = useState(first);
  const asked = useRef(`${values.amount}/${values.term}/${values.selfAssessedCreditScore}`);
  useEffect(() => {
    const key = `${values.amount}/${values.term}/${values.selfAssessedCreditScore}`;
    // An amount out of range is not asked about: the box shows the refusal instead.
    if (!enabled || key === asked.current || quotePriceError(values.amount)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      asked.current = key;
      void requestQuote(values, car, controller.signal).then(
        (quote) => !controller.signal.aborted && setEstimate(quote),
      );
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [values, car, enabled]);
  return estimate;
}

/**
 * Spec 001 section 2, the quick quote inside Your Details: purchase price (digits only, held within
 * 10,000 to 200,000 on blur), the loan term slider, credit history, who is helping, and the
 * estimated quote with its disclaimer. Without scripts "Update estimate" asks the server.
 */
export function QuickQuote({
  initial,
  estimate: first,
  available,
  car,
}: {
  initial: QuickQuoteValues;
  estimate: FinanceQuote | null;
  available: boolean;
  car: QuoteCarFacts | null;
}) {
  const [typedPrice, setTypedPrice] = useState(formatNumber(initial.amount));
  const [values, setValues] = useState(initial);
  const estimate = useQuickQuote(values, car, first, available);
  const set = (change: Partial<QuickQuoteValues>) => setValues((v) => ({ ...v, ...change }));
  return (
    <fieldset className="grid gap-4 rounded-lg border border-muted-foreground/20 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-bold">Quick Estimate</legend>
      <Field id="finance-amount" label="Purchase Price" required>
        <div className="mt-1 flex items-center rounded border border-muted-foreground/40 bg-background px-3">
          <span aria-hidden="true">$</span>
          <input
            id="finance-amount"
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            value={typedPrice}
            onChange={(e) => {
              const digits = priceDigits(e.target.value);
              setTypedPrice(digits);
              // A price within the quote's range is asked about once typing stops (issue 56), not on blur alone.
              if (!quotePriceError(Number(digits))) set({ amount: Number(digits) });
            }}
            onBlur={() => {
              const amount = clampQuotePrice(Number(priceDigits(typedPrice)));
              setTypedPrice(formatNumber(amount));
              set({ amount });
            }}
            className="w-full bg-transparent py-2 pl-1 outline-none"
          />
        </div>
      </Field>
      <div>
        <div className="flex justify-between font-semibold">
          <label htmlFor="finance-term">Loan Term</label>
          <output htmlFor="finance-term" data-testid="finance-term-value">
            {values.term} {values.term === 1 ? "year" : "years"}
          </output>
        </div>
        <input
          id="finance-term"
          name="term"
          type="range"
          min={QUOTE_TERM.min}
          max={QUOTE_TERM.max}
          step={QUOTE_TERM.step}
          value={values.term}
          onChange={(e) => set({ term: Number(e.target.value) })}
          className="mt-3 w-full accent-primary"
        />
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="font-semibold">Credit History</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {CREDIT_SCORES.map((score) => (
            <label
              key={score}
              className="flex cursor-pointer items-center gap-2 rounded border border-muted-foreground/40 px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input
                type="radio"
                name="selfAssessedCreditScore"
                value={score}
                checked={values.selfAssessedCreditScore === score}
                onChange={() => set({ selfAssessedCreditScore: score as CreditScore })}
                className="accent-primary"
              />
              {CREDIT_HISTORY_LABELS[score]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="finance-who" label="Who's Helping You Today? (optional)" className="sm:col-span-2">
        <input
          id="finance-who"
          name="whoIsHelping"
          maxLength={100}
          defaultValue={initial.whoIsHelping}
          onChange={(e) => set({ whoIsHelping: e.target.value })}
          className={inputClass}
        />
      </Field>
      {available ? <EstimateBox estimate={estimate} values={values} /> : null}
    </fieldset>
  );
}

function EstimateBox({ estimate, values }: { estimate: FinanceQuote | null; values: QuickQuoteValues }) {
  const { term } = values;
  const refused = quotePriceError(values.amount);
  return (
    <div className="rounded-lg bg-muted p-4 sm:col-span-2" aria-live="polite" data-testid="quick-quote">
      <p className="text-sm font-semibold">Estimated repayment</p>
      {refused ? (
        <p className="font-semibold text-red-700" data-testid="quick-quote-refused">
          {refused}
        </p>
      ) : estimate ? (
        <>
          <p>
            <span className="text-3xl font-bold" data-testid="quick-quote-weekly">
              {formatMoney(estimate.weeklyRepaymentAmount)}
            </span>{" "}
            per week{" "}
            <span className="text-muted-foreground">
              ({formatMoney(monthlyFromWeekly(estimate.weeklyRepaymentAmount))} per month)
            </span>
          </p>
          <p className="text-sm" data-testid="quick-quote-terms">
            {estimateTermsText(estimate, term)}
          </p>
          <p className="text-sm">
            {estimate.comparisonRate}% p.a. comparison rate*{" "}
            <span className="text-muted-foreground">*{COMPARISON_EXAMPLE_TEXT}</span>
          </p>
        </>
      ) : (
        <p className="text-muted-foreground">Enter a purchase price to see an estimate.</p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" popoverTarget="quote-disclaimer" className="text-sm font-semibold text-primary underline">
          Disclaimer
        </button>
        <noscript>
          <button
            type="submit"
            name="intent"
            value="quote"
            formNoValidate
            className={buttonClass({ size: "compact", variant: "outline" })}
          >
            Update estimate
          </button>
        </noscript>
      </div>
      <div
        id="quote-disclaimer"
        popover="auto"
        role="dialog"
        aria-label="Estimate disclaimer"
        className="m-auto max-w-lg rounded-lg bg-background p-6 text-sm text-foreground shadow-xl backdrop:bg-black/60"
      >
        <p className="mb-2 font-bold">About this estimate</p>
        <p>
          This estimate is a guide only, not a quote or an offer of credit. It assumes a {displayNote(term)}, no final
          payment and your self-assessed credit history, with a $395 establishment fee financed. The comparison rate is
          based on a $30,000 loan over a {COMPARISON_NOTE}, and also counts an $8 monthly fee. WARNING: This comparison
          rate is true only for the example given and may not include all fees and charges. Different terms, fees or
          other loan amounts might result in a different comparison rate. Your rate is confirmed after pre-approval.
        </p>
        <button
          type="button"
          popoverTarget="quote-disclaimer"
          popoverTargetAction="hide"
          className={buttonClass({ size: "compact" }, "mt-4")}
        >
          Close
        </button>
      </div>
    </div>
  );
}
