import type { LeadServices } from "~/features/leads/index.server";
import type { VisitTrail } from "~/features/leads";
import type { reservations } from "~/platform/db/schema";
import type { Payments } from "./payments-port";

/** A reservation as stored, and what reserving a car answers, needs and records. */
export type Reservation = typeof reservations.$inferSelect;

export type ReserveAnswer =
  | { kind: "paid"; reference: string }
  | { kind: "authenticate"; url: string }
  | { kind: "declined"; message: string }
  | { kind: "taken"; message: string }
  | { kind: "failed"; message: string };

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
