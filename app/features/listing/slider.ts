import type { FacetStats, NumericRange, RangeName } from "~/features/search";

/**
 * Slider rules of spec 000 section 5 and spec 001 section 5: price and km snap to the nearest 1,000,
 * year does not; values outside the range are refused; the thumbs cannot cross (the minimum stays
 * at least 1 below the maximum); the price slider's default maximum is 100,000 and its step one
 * hundredth of the range (whole thousands, so the snap and the step agree).
 */
export const PRICE_DEFAULT_MAX = 100_000;
const SNAP = 1000;

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

export function snapValue(name: RangeName, value: number): number {
  return name === "year" ? value : Math.round(value / SNAP) * SNAP;
}

/** The slider's ends from the facet stats (which ignore the slider's own choice). */
export function sliderBounds(name: RangeName, stats: FacetStats | undefined): SliderBounds {
  if (name === "year") {
    const min = stats?.min ?? new Date().getFullYear() - 20;
    const max = Math.max(stats?.max ?? new Date().getFullYear(), min + 1);
    return { min, max, step: 1 };
  }
  if (name === "price") {
    const min = Math.floor((stats?.min ?? 0) / SNAP) * SNAP;
    const max = Math.max(stats ? Math.ceil(stats.max / SNAP) * SNAP : PRICE_DEFAULT_MAX, min + SNAP);
    // One hundredth of the range, in whole thousands so every stop is a value the snap keeps; the top
    // is raised to a whole number of steps, because a range input cannot reach a maximum between two.
    const step = Math.max(SNAP, Math.round((max - min) / 100 / SNAP) * SNAP);
    return { min, max: min + Math.ceil((max - min) / step) * step, step };
  }
  const min = Math.floor((stats?.min ?? 0) / SNAP) * SNAP;
  const max = Math.max(Math.ceil((stats?.max ?? 300_000) / SNAP) * SNAP, min + SNAP);
  return { min, max, step: SNAP };
}

export type SliderOutcome = { accepted: true; range: Required<NumericRange> } | { accepted: false; reason: string };

/**
 * A thumb moved: refuse values outside the bounds, snap, and keep the minimum at least 1 below the
 * maximum. The untouched thumb stays where it was.
 */
export function moveThumb(
  name: RangeName,
  current: Required<NumericRange>,
  thumb: "min" | "max",
  value: number,
  bounds: SliderBounds,
): SliderOutcome {
  if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) {
    return { accepted: false, reason: `${name} ${value} is outside ${bounds.min} to ${bounds.max}` };
  }
  const snapped = Math.min(bounds.max, Math.max(bounds.min, snapValue(name, value)));
  if (thumb === "min") return { accepted: true, range: { min: Math.min(snapped, current.max - 1), max: current.max } };
  return { accepted: true, range: { min: current.min, max: Math.max(snapped, current.min + 1) } };
}

/** The URL range for a slider position: an end at its bound means "no limit" on that side. */
export function rangeForUrl(range: Required<NumericRange>, bounds: SliderBounds): NumericRange | undefined {
  const out: NumericRange = {};
  if (range.min > bounds.min) out.min = range.min;
  if (range.max < bounds.max) out.max = range.max;
  return out.min === undefined && out.max === undefined ? undefined : out;
}
