import type { LeadServices } from "~/features/leads/index.server";
import type { VisitTrail } from "~/features/leads";
import type { reservations } from "~/platform/db/schema";
import type { Payments } from "./payments-port";

/** A reservation as stored, and what reserving a car answers, needs and records. */
export type Reservation = typeof reservations.$inferSelect;

/** Who is paying: their address (an IPv6 /64 as one) and, signed in, their account. */
export interface Holder {
  address: string;
  userId: number | null;
}

/** The one key a holder's started lead is kept under: one per shopper and car. */
export const holderKey = (holder: Holder) =>
  holder.userId !== null ? `user-${holder.userId}` : `address-${holder.address}`;

export type ReserveAnswer =
  | { kind: "paid"; reference: string }
  | { kind: "authenticate"; url: string }
  | { kind: "declined"; message: string }
  | { kind: "taken"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "lapsed"; message: string };

export interface ReserveDeps {
  payments: Payments;
  leads: LeadServices;
}

export interface ReserveMeta {
  origin: string;
  userAgent: string | null;
  trail: VisitTrail;
  now: Date;
}
