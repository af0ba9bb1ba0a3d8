import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { StockWords } from "~/features/cars";
import { type CalculatorConfig, siteCalculatorConfig } from "~/features/finance";
import { budgetStock, siteStockWords } from "~/features/search/index.server";
import { bodySelector, type BodyOption } from "./body-selector";
import {
  BUDGET,
  budgetAmount,
  budgetOutcome,
  boundsFor,
  budgetSearchHref,
  estimatedBudget,
  isRepaymentFrequency,
  MONEY_PRESETS,
  type PriceBounds,
  type RepaymentFrequency,
} from "./budget";

/** The search a site's home page starts from: the used listing on a used-car dealer's site, else all stock. */
export function homeSearch(config: SiteConfig): { path: string; carTypes: string[] } {
  return config.template === "used"
    ? { path: "/search/used-cars", carTypes: ["used"] }
    : { path: "/search/new-used-and-demo-cars", carTypes: [] };
}

export interface BudgetFinderData {
  searchPath: string;
  carType: string;
  /** What the site sells, for the finder's words ("Find caravans for your budget"). */
  words: StockWords;
  bodies: BodyOption[];
  bounds: { all: PriceBounds | null; byBody: Record<string, PriceBounds> };
  presets: readonly number[];
  /** The site's finance calculator: the budget is what it lends on the repayment, plus the deposit. */
  calculator: CalculatorConfig;
  /** What the inputs start with: the site's defaults, or what a shopper sent without scripts. */
  start: { bodies: string[]; frequency: RepaymentFrequency; repayment: number; deposit: number };
}

/** The budget finder for the site's home search, started from the site's defaults or from `sent` (a GET of the form). */
export async function loadBudgetFinder(scope: SiteScope, sent?: URLSearchParams): Promise<BudgetFinderData> {
  const settings = scope.config.home.budget_finder;
  const search = homeSearch(scope.config);
  const [stock, words] = await Promise.all([
    budgetStock(scope, search.carTypes, BUDGET.priceFloor),
    siteStockWords(scope),
  ]);
  const bodies = bodySelector(stock.bodyCounts, scope.config.home.custom_bodies);
  const sentFrequency = sent?.get("frequency");
  const frequency = isRepaymentFrequency(sentFrequency) ? sentFrequency : settings.repayment_frequency;
  const repayment = sent?.has("repayment")
    ? budgetAmount(sent.get("repayment"))
    : budgetAmount(settings.initial_repayment ?? BUDGET.repayment[frequency]);
  const deposit = sent?.has("deposit")
    ? budgetAmount(sent.get("deposit"))
    : budgetAmount(settings.default_deposit ?? BUDGET.deposit);
  const offered = new Set(bodies.map((b) => b.value));
  return {
    searchPath: search.path,
    carType: settings.car_type_label,
    words,
    bodies,
    bounds: stock.bounds,
    presets: MONEY_PRESETS[settings.money_presets],
    calculator: siteCalculatorConfig(scope.config),
    start: { bodies: (sent?.getAll("body") ?? []).filter((b) => offered.has(b)), frequency, repayment, deposit },
  };
}

/** The form sent without scripts: where its budget searches, or null when no car is within it. */
export function budgetSearchFor(finder: BudgetFinderData): string | null {
  const { bodies, frequency, repayment, deposit } = finder.start;
  const outcome = budgetOutcome(
    estimatedBudget(repayment, frequency, deposit, finder.calculator),
    boundsFor(bodies, finder.bounds),
  );
  return outcome.kind === "search" ? budgetSearchHref(finder.searchPath, bodies, outcome.maxPrice) : null;
}
