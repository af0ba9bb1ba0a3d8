import { formatMoney } from "~/ui/format";
import { repayment } from "./repayment";

const FINANCE_TERM_YEARS = 5;

/** A result card's '$N per week at R% p.a.': the finance partner's quote when there is one, else our own amortisation over 5 years. */
export function cardWeeklyText(car: { price: number; weekly_repayment: number | null }, rate: number): string {
  const weekly =
    car.weekly_repayment ??
    repayment({
      price: car.price,
      deposit: 0,
      establishmentFees: 0,
      residual: 0,
      annualRatePercent: rate,
      termYears: FINANCE_TERM_YEARS,
      periodsPerYear: 52,
    });
  return `${formatMoney(weekly)} per week at ${rate}% p.a.`;
}
