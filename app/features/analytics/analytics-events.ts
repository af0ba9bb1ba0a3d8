/** Spec 000 section 7 and spec 001 section 7: the analytics events by id the sites fire. */
export const ANALYTICS_EVENT_IDS = [4, 9, 14, 15, 17, 18, 22, 25, 26, 36, 37, 39, 48, 49, 60, 61] as const;

export interface AnalyticsEvent {
  event_id: number;
  label: string | null;
  url: string | null;
  car_id: number | null;
}

const text = (value: unknown, max: number) => (typeof value === "string" && value !== "" ? value.slice(0, max) : null);

/** A beacon's body as an event, or null when it names no event of ours. */
export function parseAnalyticsEvent(body: unknown): AnalyticsEvent | null {
  if (typeof body !== "object" || body === null) return null;
  const { event_id, label, url, car_id } = body as Record<string, unknown>;
  if (typeof event_id !== "number" || !(ANALYTICS_EVENT_IDS as readonly number[]).includes(event_id)) return null;
  return { event_id, label: text(label, 100), url: text(url, 500), car_id: Number.isInteger(car_id) ? (car_id as number) : null };
}
