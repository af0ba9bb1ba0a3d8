import {
  calculateRepayment,
  FREQUENCIES,
  type CalculatorConfig,
  type CalculatorInput,
  type Frequency,
} from "~/features/finance";
import { deliveryQuote, type DeliveryAnswer, type DeliveryRegion } from "./delivery-quote";
import { FUEL_DEFAULTS, fuelCalculator, type FuelCalculatorInput } from "./fuel-cost";

/**
 * The calculators are GET forms on the vehicle page, so they answer without JavaScript: the
 * loader reads their fields from the address and works out the same answers the scripts do.
 */
export function deliveryFromQuery(
  query: URLSearchParams,
  regions: DeliveryRegion[] | null,
): { postcode: string; answer: DeliveryAnswer } | null {
  const postcode = query.get("postcode");
  if (postcode === null || !regions) return null;
  return { postcode, answer: deliveryQuote(postcode, regions) };
}

export function fuelFromQuery(
  query: URLSearchParams,
  consumption: number,
): { input: FuelCalculatorInput; result: ReturnType<typeof fuelCalculator> } {
  const input = {
    fuelPrice: query.get("fuel_price") ?? FUEL_DEFAULTS.fuelPrice.toFixed(2),
    kmsPerWeek: query.get("kms") ?? String(FUEL_DEFAULTS.kmsPerWeek),
    consumption: query.get("consumption") ?? String(consumption),
  };
  return { input, result: fuelCalculator(input) };
}

function numberParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw.trim() === "") return fallback;
  const value = Number(raw.replace(/[$,\s]/g, ""));
  return Number.isFinite(value) ? value : fallback;
}

export function financeFromQuery(query: URLSearchParams, defaults: CalculatorInput, config: CalculatorConfig) {
  const frequency = query.get("frequency");
  const input: CalculatorInput = {
    price: numberParam(query, "loan_price", defaults.price),
    termYears: numberParam(query, "loan_term", defaults.termYears),
    rate: numberParam(query, "loan_rate", defaults.rate),
    deposit: numberParam(query, "loan_deposit", defaults.deposit),
    residual: numberParam(query, "loan_residual", defaults.residual),
    frequency: frequency && Object.hasOwn(FREQUENCIES, frequency) ? (frequency as Frequency) : defaults.frequency,
  };
  return { input, result: calculateRepayment(input, config) };
}
