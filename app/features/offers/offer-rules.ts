import * as z from "zod/mini";
import { formText, resolveWith, trimmedText } from "~/platform/forms/form-schema";

/** Issue 41: where an offer stands on a given day at the dealer. */
export type OfferState = "draft" | "scheduled" | "running" | "ended";

export const offerStateLabels: Record<OfferState, string> = {
  draft: "Draft",
  scheduled: "Starts later",
  running: "On the website",
  ended: "Ended",
};

export function offerState(
  offer: { published: boolean; starts_on: string | null; ends_on: string | null },
  today: string,
): OfferState {
  if (!offer.published) return "draft";
  if (offer.starts_on && offer.starts_on > today) return "scheduled";
  if (offer.ends_on && offer.ends_on < today) return "ended";
  return "running";
}

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
const day = z.pipe(
  formText().check(
    z.trim(),
    z.refine((v) => v === "" || isDay(v), "Give the day as YYYY-MM-DD"),
  ),
  z.transform((v) => v || undefined),
);

const dollarsOf = (v: string) => Number(v.replace(/[$,\s]/g, ""));
const dollars = z.pipe(
  formText().check(
    z.trim(),
    z.refine(
      (v) => v === "" || (Number.isInteger(dollarsOf(v)) && dollarsOf(v) >= 0),
      "A price is whole dollars, such as 39990",
    ),
  ),
  z.transform((v) => (v ? dollarsOf(v) : null)),
);

/** The console's offer form, read from its text (Conform's resolver is `readOfferForm`). */
export const OfferFormSchema = z
  .object({
    name: trimmedText(200).check(z.minLength(1, "Give the offer a title")),
    description: trimmedText(5000),
    disclaimer: trimmedText(5000),
    category: trimmedText(60),
    price: dollars,
    starts_on: day,
    ends_on: day,
    published: z.pipe(
      formText(),
      z.transform((v) => v === "on" || v === "true"),
    ),
  })
  .check(
    z.refine((o) => !o.starts_on || !o.ends_on || o.ends_on >= o.starts_on, {
      path: ["ends_on"],
      message: "The last day is before the first",
    }),
  );

export type OfferForm = z.output<typeof OfferFormSchema>;

export const readOfferForm = resolveWith(OfferFormSchema);
