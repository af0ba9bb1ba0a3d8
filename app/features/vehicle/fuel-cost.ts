/** Spec 000 section 5, fuel calculator defaults. */
export const FUEL_DEFAULTS = { fuelPrice: 1.7, kmsPerWeek: 250, consumption: 10 } as const;

/** Inputs are free text: '$', ',' and 'kms' are stripped before reading the number. */
export function parseLooseNumber(input: string): number | null {
  const cleaned = input.replace(/\$|,|kms/gi, "").trim();
  if (cleaned === "") return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Weekly cost = kms/100 x consumption x fuel price, to 2 decimals. */
export function weeklyFuelCost(kmsPerWeek: number, consumption: number, fuelPrice: number): number {
  return Math.round((kmsPerWeek / 100) * consumption * fuelPrice * 100) / 100;
}

export interface FuelCalculatorInput {
  fuelPrice: string;
  kmsPerWeek: string;
  consumption: string;
}

export function fuelCalculator(input: FuelCalculatorInput): { weekly: number } | { error: string } {
  const fuelPrice = parseLooseNumber(input.fuelPrice);
  const kms = parseLooseNumber(input.kmsPerWeek);
  const consumption = parseLooseNumber(input.consumption);
  if (fuelPrice === null || kms === null || consumption === null || fuelPrice < 0 || kms < 0 || consumption < 0) {
    return { error: "Please enter numbers for the fuel price, kms and consumption." };
  }
  return { weekly: weeklyFuelCost(kms, consumption, fuelPrice) };
}

/** Spec 000 section 2: the fuel calculator is hidden for electric cars. */
export function isElectric(fuel: string | null): boolean {
  return (fuel ?? "").trim().toLowerCase() === "electric";
}
