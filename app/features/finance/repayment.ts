/**
 * Standard amortisation (spec 001 section 9): the payment per period over term x frequency
 * periods, with the deposit subtracted, establishment fees added and the residual discounted.
 */
export interface RepaymentInput {
  price: number;
  deposit: number;
  establishmentFees: number;
  /** Residual (balloon) owed at the end of the term, in dollars. */
  residual: number;
  annualRatePercent: number;
  termYears: number;
  periodsPerYear: 52 | 26 | 12;
}

export function repayment(input: RepaymentInput): number {
  const principal = input.price - input.deposit + input.establishmentFees;
  const periods = Math.round(input.termYears * input.periodsPerYear);
  if (periods <= 0) return 0;
  const rate = input.annualRatePercent / 100 / input.periodsPerYear;
  if (rate === 0) return Math.max(0, (principal - input.residual) / periods);
  const growth = (1 + rate) ** periods;
  const payment = ((principal - input.residual / growth) * rate) / (1 - 1 / growth);
  return Math.max(0, payment);
}
