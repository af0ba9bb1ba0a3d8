import * as z from "zod/mini";
import { deliveryQuote, type DeliveryRegion } from "~/features/vehicle";
import { resolveWith, trimmedText } from "~/platform/forms/form-schema";
import { buyerAndCardShape, buyerIssues, cardIssues, type ReserveFormValues } from "./card-form";

/**
 * The online purchase journey of /checkout-journey (spec 000 section 2): the buyer, a trade-in,
 * finance or cash, delivery or pick-up, the summary, then the deposit, paid as a reservation is.
 */
export const JOURNEY_STEPS = [
  { id: "details", title: "Your details", fields: ["name", "last_name", "email", "phone"] },
  { id: "trade-in", title: "Trade-in", fields: ["trade_in", "trade_in_vehicle", "trade_in_km"] },
  { id: "payment", title: "Finance or cash", fields: ["payment_method"] },
  { id: "handover", title: "Delivery or pick-up", fields: ["handover", "pickup_location", "delivery_postcode"] },
  { id: "summary", title: "Summary", fields: [] },
  {
    id: "deposit",
    title: "Deposit",
    fields: ["card_name", "card_number", "card_expiry", "card_cvc", "terms_conditions"],
  },
] as const;

export const JOURNEY_MESSAGES = {
  trade_in: "Please tell us whether you have a car to trade in.",
  trade_in_vehicle: "Please tell us the year, make and model of your trade-in.",
  trade_in_km: "Please enter the kilometres as a number.",
  payment_method: "Please choose finance or cash.",
  handover: "Please choose delivery or pick-up.",
  pickup_location: "Please choose where you'll pick the car up.",
} as const;

export interface JourneySpec {
  locations: { value: string; label: string }[];
  deliveryRegions: DeliveryRegion[];
}

export type JourneyValues = ReserveFormValues & {
  trade_in: string;
  trade_in_vehicle: string;
  trade_in_km: string;
  payment_method: string;
  handover: string;
  pickup_location: string;
  delivery_postcode: string;
};

type Issue = (path: keyof JourneyValues, message: string) => void;

function journeyIssues(v: JourneyValues, spec: JourneySpec, issue: Issue) {
  if (v.trade_in !== "yes" && v.trade_in !== "no") issue("trade_in", JOURNEY_MESSAGES.trade_in);
  if (v.trade_in === "yes" && !v.trade_in_vehicle) issue("trade_in_vehicle", JOURNEY_MESSAGES.trade_in_vehicle);
  if (v.trade_in === "yes" && !/^\d{1,7}$/.test(v.trade_in_km.replace(/[,\s]/g, "")))
    issue("trade_in_km", JOURNEY_MESSAGES.trade_in_km);
  if (v.payment_method !== "finance" && v.payment_method !== "cash")
    issue("payment_method", JOURNEY_MESSAGES.payment_method);
  const canDeliver = spec.deliveryRegions.length > 0;
  if (v.handover !== "pickup" && !(canDeliver && v.handover === "delivery"))
    issue("handover", JOURNEY_MESSAGES.handover);
  if (v.handover === "pickup" && !spec.locations.some((l) => l.value === v.pickup_location))
    issue("pickup_location", JOURNEY_MESSAGES.pickup_location);
  if (v.handover === "delivery") {
    const quote = deliveryQuote(v.delivery_postcode, spec.deliveryRegions);
    if ("error" in quote) issue("delivery_postcode", quote.error);
  }
}

export function journeySchema(spec: JourneySpec, now: Date) {
  return z
    .object({
      ...buyerAndCardShape,
      trade_in: trimmedText(3),
      trade_in_vehicle: trimmedText(120),
      trade_in_km: trimmedText(9),
      payment_method: trimmedText(10),
      handover: trimmedText(10),
      pickup_location: trimmedText(100),
      delivery_postcode: trimmedText(4),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue: Issue = (path, message) =>
          ctx.issues.push({ code: "custom", path: [path], message, input: v[path] });
        buyerIssues(v, issue);
        journeyIssues(v, spec, issue);
        cardIssues(v, now, issue);
      }),
    );
}

export function journeyResolver(spec: JourneySpec, now: Date) {
  return resolveWith(journeySchema(spec, now) as z.ZodMiniType<JourneyValues, unknown>);
}

export interface JourneySummary {
  price: number;
  deposit: number;
  delivery: number;
  /** What is left to pay at handover, before any trade-in or finance. */
  balance: number;
}

/** The summary step's figures in dollars: price plus delivery, less the deposit paid today. */
export function journeySummary(price: number, depositCents: number, deliveryPrice: number | null): JourneySummary {
  const deposit = depositCents / 100;
  const delivery = deliveryPrice ?? 0;
  return { price, deposit, delivery, balance: Math.max(0, price + delivery - deposit) };
}

/** What the dealer's lead says about the journey's answers. */
export function journeyDetails(v: JourneyValues, spec: JourneySpec): Record<string, string> {
  const quote = v.handover === "delivery" ? deliveryQuote(v.delivery_postcode, spec.deliveryRegions) : null;
  return {
    journey: "purchase",
    trade_in:
      v.trade_in === "yes"
        ? `${v.trade_in_vehicle}, ${Number(v.trade_in_km.replace(/[,\s]/g, "")).toLocaleString("en-AU")} km`
        : "No trade-in",
    payment_method: v.payment_method === "finance" ? "Finance" : "Cash",
    handover:
      v.handover === "pickup"
        ? `Pick up at ${spec.locations.find((l) => l.value === v.pickup_location)?.label ?? v.pickup_location}`
        : `Deliver to ${v.delivery_postcode}${quote && "price" in quote ? ` (${quote.name}, $${quote.price.toLocaleString("en-AU")})` : ""}`,
  };
}
