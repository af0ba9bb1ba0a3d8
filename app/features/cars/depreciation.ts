/**
 * One curve for what a vehicle is worth as it ages and travels (issue 36: a 2013 LandCruiser Sahara
 * at $16,850 is what no dealer would ask). The demo stock prices its used cars by it, and the
 * trade-in estimate brings comparable cars to the shopper's year and kilometres by it.
 */

/** What a vehicle keeps in its first year on the road, then each year after. */
export const FIRST_YEAR_SHARE = 0.85;
export const YEARLY_SHARE = 0.91;
/** What each kind of vehicle travels in a typical year. */
export const ANNUAL_KM: Readonly<Record<string, number>> = {
  car: 15_000,
  truck: 40_000,
  motorcycle: 6_000,
  caravan: 5_000,
};
/** Each year's worth of kilometres over (or under) the typical costs (or adds) 3%, within -20% and +8%. */
const PER_YEAR_OF_KM = 0.03;
export const SHARE_BOUNDS = { min: 0.22, max: 0.92 } as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function kmFactor(km: number, age: number, itemType: string): number {
  const annual = ANNUAL_KM[itemType] ?? ANNUAL_KM.car!;
  const expected = annual * Math.max(1, age);
  return clamp(1 - (PER_YEAR_OF_KM * (km - expected)) / annual, 0.8, 1.08);
}

/** The age share alone: 85% after a year, then 91% of that each year. */
export function ageShare(age: number): number {
  return FIRST_YEAR_SHARE * YEARLY_SHARE ** Math.max(0, age - 1);
}

/**
 * The share of its new price a used vehicle fetches: by age and kilometres, times how well its kind
 * holds value (`retention`: a 4x4 more, a hatch 1), never under 22% nor over 92%.
 */
export function usedShare(age: number, km: number, itemType: string, retention = 1): number {
  return clamp(ageShare(age) * retention * kmFactor(km, age, itemType), SHARE_BOUNDS.min, SHARE_BOUNDS.max);
}
