import { kmFactor, YEARLY_SHARE } from "~/features/cars";
/**
 * Trade-in and sell-your-car valuation rules (spec 000 section 7, spec 001 sections 2 and 9): the
 * adjustment questions with their ids, the FAQ's cut-off for an online estimate, and the estimate
 * worked out from comparable cars. Pure, so the local valuation and its tests share them.
 */

export const AU_STATES = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;
export type RegoState = (typeof AU_STATES)[number];

/** Spec 001 section 9: cars over 7 years old or 100,000 km do not get an online estimate. */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

export const VALUATION_MESSAGES = {
  too_old_or_far:
    "Cars over 7 years old or 100,000 km don't get an online estimate. Our valuer will call you with an offer after a quick look at your car.",
  no_comparables:
    "We don't have enough recent sales of this model to estimate it online. Our valuer will call you with an offer.",
  saved: "Valuation data saved successfully",
  save_failed: "Failed to save valuation data",
  not_found: "We couldn't find that registration. Please check it, or enter your car's details below.",
  lead_failed: "Sorry, we couldn't send your details just now. Please try again in a moment, or give us a call.",
} as const;

export interface AdjustmentQuestion {
  id: string;
  question: string;
  answers: { value: string; label: string; factor: number }[];
}

/** A question in the site's word for what it trades ("car", "caravan", "vehicle"). */
export function questionText(question: AdjustmentQuestion, vehicle: string): string {
  return question.question.replace("{vehicle}", vehicle);
}

/** The adjustment answers sent with their ids (spec 000 section 7), each with what it does to the offer. */
export const ADJUSTMENT_QUESTIONS: AdjustmentQuestion[] = [
  {
    id: "condition",
    question: "What condition is the {vehicle} in?",
    answers: [
      { value: "excellent", label: "Excellent: like new, no marks", factor: 1 },
      { value: "good", label: "Good: minor wear for its age", factor: 0.96 },
      { value: "fair", label: "Fair: visible dents, scratches or worn interior", factor: 0.88 },
      { value: "poor", label: "Poor: needs mechanical or body work", factor: 0.75 },
    ],
  },
  {
    id: "accident_history",
    question: "Has the {vehicle} been in an accident that needed repairs?",
    answers: [
      { value: "no", label: "No", factor: 1 },
      { value: "yes", label: "Yes", factor: 0.9 },
    ],
  },
  {
    id: "service_history",
    question: "Does it have a full service history?",
    answers: [
      { value: "full", label: "Yes, full history", factor: 1 },
      { value: "partial", label: "Partial", factor: 0.97 },
      { value: "none", label: "No", factor: 0.93 },
    ],
  },
  {
    id: "keys",
    question: "How many keys do you have?",
    answers: [
      { value: "two", label: "Two or more", factor: 1 },
      { value: "one", label: "One", factor: 0.99 },
    ],
  },
  {
    id: "finance_owing",
    question: "Is there finance owing on the {vehicle}?",
    answers: [
      { value: "no", label: "No", factor: 1 },
      { value: "yes", label: "Yes (we can pay it out)", factor: 1 },
    ],
  },
];

export interface AdjustmentAnswer {
  id: string;
  answer: string;
}

/**
 * The shopper's answers as the dealer reads them, one line each: "What condition is the car in?
 * Good: minor wear for its age" (issue 56: the dealer's e-mail left them out). An unanswered
 * question says so.
 */
export function answerLines(answers: readonly AdjustmentAnswer[], vehicle: string): string[] {
  return ADJUSTMENT_QUESTIONS.map((question) => {
    const given = answers.find((a) => a.id === question.id)?.answer;
    const label = question.answers.find((a) => a.value === given)?.label ?? "Not answered";
    return `${questionText(question, vehicle)} ${label}`;
  });
}

export interface ValuedVehicle {
  year: number;
  make: string;
  model: string;
  km: number;
}

export interface Comparable {
  year: number;
  km: number;
  price: number;
}

export type EstimateOutcome =
  | { kind: "estimate"; low: number; high: number; comparables: number }
  | { kind: "refused"; reason: "too_old_or_far" | "no_comparables" };

/** The FAQ's rule, by the dealer's calendar year. */
export function onlineEstimateAllowed(vehicle: Pick<ValuedVehicle, "year" | "km">, now: Date): boolean {
  return now.getFullYear() - vehicle.year <= ONLINE_ESTIMATE_MAX_AGE_YEARS && vehicle.km <= ONLINE_ESTIMATE_MAX_KM;
}

/** What a dealer pays against what it asks: reconditioning, warranty and margin. */
export const TRADE_MARGIN = 0.82;
const RANGE = 0.05;
export const MIN_COMPARABLES = 3;

export function adjustmentFactor(answers: AdjustmentAnswer[]): number {
  return ADJUSTMENT_QUESTIONS.reduce((factor, q) => {
    const chosen = q.answers.find((a) => a.value === answers.find((x) => x.id === q.id)?.answer);
    return factor * (chosen?.factor ?? 1);
  }, 1);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const roundTo100 = (n: number) => Math.round(n / 100) * 100;

/**
 * The one amount offered (issue 36): the middle of the estimate range, to the nearest $100. The range
 * is shown beside it as what cars like this fetch; accepting takes this amount.
 */
export function offerAmount(low: number, high: number): number {
  return roundTo100((low + high) / 2);
}

/**
 * The offer range: each comparable's asking price brought to this car's year and odometer by the
 * one depreciation curve (features/cars), the
 * median of those, times the trade margin and the answers' factors, plus or minus 5%.
 */
export function estimateTradeIn(
  vehicle: ValuedVehicle,
  comparables: Comparable[],
  answers: AdjustmentAnswer[],
  now: Date,
): EstimateOutcome {
  if (!onlineEstimateAllowed(vehicle, now)) return { kind: "refused", reason: "too_old_or_far" };
  const priced = comparables.filter((c) => c.price > 0);
  if (priced.length < MIN_COMPARABLES) return { kind: "refused", reason: "no_comparables" };
  // The demo stock's own depreciation curve (issue 36): a model year costs 9%, and kilometres count against the typical for each car's age.
  const thisYear = now.getFullYear();
  const adjusted = priced.map((c) => {
    const age = YEARLY_SHARE ** (c.year - vehicle.year);
    const km = kmFactor(vehicle.km, thisYear - vehicle.year, "car") / kmFactor(c.km, thisYear - c.year, "car");
    return c.price * age * km;
  });
  const offer = median(adjusted) * TRADE_MARGIN * adjustmentFactor(answers);
  return {
    kind: "estimate",
    low: roundTo100(offer * (1 - RANGE)),
    high: roundTo100(offer * (1 + RANGE)),
    comparables: priced.length,
  };
}

/** Registrations are 1 to 9 letters and digits; spaces and dashes as typed are dropped. */
export function normaliseRego(typed: string): string | null {
  const rego = typed.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z0-9]{1,9}$/.test(rego) ? rego : null;
}

/**
 * The trade-in FAQ (spec 001 section 2), expandable entries, in the site's words for what it sells:
 * a truck and caravan yard asks about "your vehicle" (issue 57).
 */
export function tradeInFaq({ one, Many }: { one: string; Many: string }): { question: string; answer: string }[] {
  return [
    {
      question: "How is my estimate worked out?",
      answer: `We compare your ${one} with the same make and model for sale now, adjusted for its year, kilometres and the answers you give, using an independent valuation of the market.`,
    },
    {
      question: `Why didn't my ${one} get an online estimate?`,
      answer: `${Many} over 7 years old or 100,000 km do not get an online estimate. Our valuer will call you and make an offer after a quick inspection.`,
    },
    {
      question: "Is the estimate a guaranteed offer?",
      answer: `The estimate is our offer subject to an inspection confirming the details you gave. If the ${one} matches, the offer stands for 7 days.`,
    },
    {
      question: `What if I still owe money on the ${one}?`,
      answer: `That's fine. We pay out your finance directly and the difference comes off your next ${one} or is paid to you.`,
    },
    {
      question: `Do I have to buy a ${one} from you?`,
      answer: `No. You can trade in toward a ${one} from our stock, or simply sell us your ${one}.`,
    },
  ];
}
