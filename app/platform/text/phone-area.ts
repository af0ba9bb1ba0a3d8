/**
 * Issue 57: an Australian landline's area code says which states it rings in (02 New South Wales and
 * the ACT, 03 Victoria and Tasmania, 07 Queensland, 08 South Australia, Western Australia and the
 * Northern Territory). Mobiles (04), 13, 1300 and 1800 numbers ring anywhere.
 */
const AREA_STATES: Record<string, readonly string[]> = {
  "02": ["NSW", "ACT"],
  "03": ["VIC", "TAS"],
  "07": ["QLD"],
  "08": ["SA", "WA", "NT"],
};

const STATE_NAMES: Record<string, string> = {
  NSW: "New South Wales",
  ACT: "the ACT",
  VIC: "Victoria",
  TAS: "Tasmania",
  QLD: "Queensland",
  SA: "South Australia",
  WA: "Western Australia",
  NT: "the Northern Territory",
};

/** The area code of a landline as people write it: "(07) 4655 1000", "07 4655 1000", "+61 7 4655 1000". */
export function areaCodeOf(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "").replace(/^\+61/, "0");
  const code = /^(0[2378])\d{8}$/.exec(digits)?.[1];
  return code ?? null;
}

/** Why a yard's number cannot be right for its state, in the dealer's words; null when it can. */
export function phoneAreaProblem(phone: string | null | undefined, state: string): string | null {
  const code = phone ? areaCodeOf(phone) : null;
  const states = code ? AREA_STATES[code] : null;
  if (!code || !states || states.includes(state)) return null;
  const own = Object.entries(AREA_STATES).find(([, list]) => list.includes(state))?.[0];
  const named = states.map((s) => STATE_NAMES[s]).join(" and ");
  return `${phone} is a ${named} number (${code}); a yard in ${STATE_NAMES[state] ?? state} has numbers starting ${own ?? "with its own area code"}.`;
}
