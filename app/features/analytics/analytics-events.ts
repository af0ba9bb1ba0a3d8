import * as z from "zod/mini";
import { ANALYTICS_EVENT_IDS } from "./events";

export interface AnalyticsEvent {
  event_id: number;
  label: string | null;
  url: string | null;
  car_id: number | null;
}

/** Optional text: cut to its length, and anything that is not text is no text. */
const text = (max: number) =>
  z.catch(
    z.pipe(
      z.nullish(z.string()),
      z.transform((v) => (v ? v.slice(0, max) : null)),
    ),
    null,
  );

/** A beacon's body: an event of ours, or refused; the details are kept only when they are well-formed. */
export const AnalyticsEventBody = z.object({
  event_id: z.number().check(z.refine((id) => ANALYTICS_EVENT_IDS.includes(id))),
  label: text(100),
  url: text(500),
  car_id: z.catch(
    z.pipe(
      z.nullish(z.int()),
      z.transform((v) => v ?? null),
    ),
    null,
  ),
});
