import type { FinanceLenderSummary } from "~/platform/db/json-types";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import { isTestDriveOnly } from "~/features/cars";
import { formatMoney } from "~/ui/format";
import { assumptionsText, calculatorSetup, carLender, firstWeekly, lenderTerms, quoteTerms } from "./vehicle-finance";
import { storedQuoteAnswer, type StoredQuote } from "./stored-quote";

/** What a result card needs to say its weekly repayment: the car's lender's terms and any stored partner quote. */
export interface WeeklyCar {
  price: number;
  status: string;
  year: number;
  dealership_slug: string | null;
  finance_lenders: Record<string, FinanceLenderSummary> | null;
  weekly_quote: StoredQuote | null;
  tag: string | null;
}

/** A card's '$N per week' and the assumptions behind it, which name the rate first. */
export interface CardWeekly {
  amount: number;
  text: string;
  assumptions: string;
}

/**
 * A result card's weekly repayment (spec 000 section 2) is the figure the car's own page leads with
 * (issue 36): its lender's terms; else its stored partner quote (kept for every car by the quote
 * keeper, issue 56); else, where the page asks the partner for a live quote, nothing until the
 * keeper has stored it; else the site's calculator.
 * A Test Drive Only car offers no finance on its page (issue 56), so its card shows no figure either.
 */
export function cardWeekly(car: WeeklyCar, config: SiteConfig, now: Date): CardWeekly | null {
  if (isTestDriveOnly(car.tag)) return null;
  const lender = carLender(car.finance_lenders, config, car, now);
  if (lender) {
    const setup = calculatorSetup(car.price, config, { source: "lender", terms: lenderTerms(lender, car.price) });
    return worded(firstWeekly(setup), assumptionsText(setup));
  }
  if (car.weekly_quote && config.vehicle.finance_estimate) {
    const quote = storedQuoteAnswer(car.weekly_quote, config.finance.default_interest_rate);
    const terms = quoteTerms(quote);
    // The page prints the partner's own terms beside its figure; a quote that names none, the spec's note.
    const assumptions = terms
      ? assumptionsText(calculatorSetup(car.price, config, { source: "partner", terms }))
      : `${quote.advertisedRate}% p.a. over 5 years with a 10% deposit`;
    return worded(quote.weeklyRepaymentAmount, assumptions);
  }
  if (config.vehicle.finance_estimate) return null;
  const setup = calculatorSetup(car.price, config, null);
  return worded(firstWeekly(setup), assumptionsText(setup));
}

function worded(weekly: number | null, assumptions: string): CardWeekly | null {
  return weekly === null ? null : { amount: weekly, text: `${formatMoney(weekly)} per week`, assumptions };
}
