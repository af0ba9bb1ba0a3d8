/**
 * The spin-to-win wheel's rules (spec 001 section 2): a prize drawn by its weight, the wheel's
 * slices, and where the wheel stops so the pointer lands on the prize drawn.
 */
export interface Prize {
  label: string;
  weight: number;
}

/** The prize a roll in [0, total weight) lands on: each prize owns a run of rolls as long as its weight. */
export function prizeForRoll(prizes: Prize[], roll: number): number {
  let reached = 0;
  for (const [index, prize] of prizes.entries()) {
    reached += prize.weight;
    if (roll < reached) return index;
  }
  throw new RangeError(`roll ${roll} is past the total weight ${reached}`);
}

export const totalWeight = (prizes: Prize[]) => prizes.reduce((sum, p) => sum + p.weight, 0);

/** Slices are drawn equal, whatever their odds, as on a real wheel; slice 0 starts at 12 o'clock. */
export function sliceAngle(count: number): number {
  return 360 / count;
}

/** The wheel's final turn: whole turns for show, then the prize's slice centred under the pointer at 12 o'clock. */
export function stopAngle(index: number, count: number, turns = 5): number {
  const slice = sliceAngle(count);
  return turns * 360 + (360 - (index * slice + slice / 2));
}

/** Whether the promotion still runs on the dealer's date. */
export function promotionOpen(endsOn: string | null, today: string): boolean {
  return endsOn === null || today <= endsOn;
}

/** A claim code a person can read out over the phone: no 0/O or 1/I. */
export function claimCode(randomIndex: (max: number) => number, length = 8): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from({ length }, () => alphabet[randomIndex(alphabet.length)]).join("");
}
