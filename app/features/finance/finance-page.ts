import type { SubmissionResult } from "@conform-to/react";
import type { CarCardView } from "~/features/cars";
import type { ApplicationCar } from "./customer-application";
import type { QuickQuoteValues } from "./finance-form-rules";
import type { FinanceFormSpec } from "./finance-form-schema";
import type { FinanceQuote } from "./finance-quote";

/** The car a finance page is about, as its side card shows it and its application sends it. */
export interface FinancePageCar extends ApplicationCar {
  slug: string;
  name: string;
  image: string | null;
  price: { text: string; suffix: string | null };
  /** The advertised price, the quick quote's default amount. */
  advertised: number;
  quotable: boolean;
}

export interface FinancePage {
  path: string;
  car: FinancePageCar | null;
  steps: string[];
  quote: { available: boolean; initial: QuickQuoteValues; estimate: FinanceQuote | null };
  spec: FinanceFormSpec;
  popup: boolean;
  featured: CarCardView[];
  disclaimer: string | null;
  /** Hidden values the form carries back (spec 000 section 2, the finance page's parameters). */
  hidden: Record<string, string>;
}

/** The finance form's answer: Conform's reply, and where the form now stands. */
export interface FinanceFormResult {
  reply: SubmissionResult<string[]>;
  /** A code went out with this answer (event 36): the mobile locks and the code field shows. */
  sent?: boolean;
  /** The popup's step the form is on. */
  step?: 1 | 2;
  /** The quick quote for the values sent (the estimate without scripts). */
  estimate?: FinanceQuote | null;
}
