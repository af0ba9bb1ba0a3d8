const KNOWN_CASE: Record<string, string> = { suv: "SUV", ev: "EV", "4x4": "4x4", ute: "Ute" };

/** Body types arrive in lower case ("people mover"); tiles show them as words people read. */
export function facetLabel(value: string): string {
  const known = KNOWN_CASE[value.toLowerCase()];
  if (known) return known;
  return value === value.toLowerCase() ? value.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : value;
}
