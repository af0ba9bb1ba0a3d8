import { MAX_COMPARED } from "./compare";

/** The cars a shopper is comparing, kept in this browser: the compare tray and every compare control read it. */
export const COMPARE_KEY = "compare-cars";

export interface ComparedCar {
  slug: string;
  title: string;
  image: string;
}

export function parseCompared(raw: string | null): ComparedCar[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (c): c is ComparedCar =>
          typeof c === "object" &&
          c !== null &&
          typeof (c as ComparedCar).slug === "string" &&
          typeof (c as ComparedCar).title === "string",
      )
      .slice(0, MAX_COMPARED);
  } catch {
    return [];
  }
}

export type CompareToggle =
  { outcome: "added" | "removed"; list: ComparedCar[] } | { outcome: "full"; list: ComparedCar[] };

/** Adds a car, or takes it out if it is there; a fourth car is refused, not swapped for the first, so nothing leaves unasked. */
export function toggleCompared(list: ComparedCar[], car: ComparedCar): CompareToggle {
  if (list.some((c) => c.slug === car.slug))
    return { outcome: "removed", list: list.filter((c) => c.slug !== car.slug) };
  if (list.length >= MAX_COMPARED) return { outcome: "full", list };
  return { outcome: "added", list: [...list, car] };
}

export const COMPARE_FULL_MESSAGE = `You can compare up to ${MAX_COMPARED} cars. Remove one to add another.`;
