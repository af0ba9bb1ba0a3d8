import { z } from "zod";

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

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day as YYYY-MM-DD")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** The console's offer form, read from its text. */
export const OfferFormSchema = z
  .object({
    name: z.string().trim().min(1, "Give the offer a title").max(200),
    description: z.string().trim().max(5000).default(""),
    disclaimer: z.string().trim().max(5000).default(""),
    category: z.string().trim().max(60).default(""),
    price: z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (!v) return null;
        const n = Number(v.replace(/[$,\s]/g, ""));
        if (!Number.isInteger(n) || n < 0) {
          ctx.addIssue({ code: "custom", message: "A price is whole dollars, such as 39990" });
          return z.NEVER;
        }
        return n;
      }),
    starts_on: day,
    ends_on: day,
    published: z.boolean(),
  })
  .refine((o) => !o.starts_on || !o.ends_on || o.ends_on >= o.starts_on, {
    path: ["ends_on"],
    message: "The last day is before the first",
  });

export type OfferForm = z.output<typeof OfferFormSchema>;
