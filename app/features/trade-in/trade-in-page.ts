import type { SubmissionResult } from "@conform-to/react";
import type { VehicleIdentity } from "./valuation.server";

export type TradeInKind = "trade-in" | "sell";

export interface ValuationView {
  reference: string;
  vehicle: string;
  km: number;
  /** The one amount offered, and the estimate range it sits in. */
  offer: number | null;
  low: number | null;
  high: number | null;
  refusal: string | null;
  offerAccepted: boolean;
  name: string;
}

export interface TradeInPage {
  kind: TradeInKind;
  path: string;
  /** The car in stock the shopper trades toward (/cars/trade-in?car_id=). */
  car: { id: number; slug: string; name: string; image: string | null; price: string } | null;
  valuation: ValuationView | null;
  today: string;
  /** The site's word for what it trades: "car", "caravan", "vehicle". */
  vehicleWord: string;
}

export interface TradeInResult {
  reply: SubmissionResult<string[]>;
  /** What the registration lookup found (or that it found nothing). */
  lookup?: { found: VehicleIdentity | null; message: string | null };
}
