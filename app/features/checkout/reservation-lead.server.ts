import {
  deliverySinks,
  type LeadServices,
  completeLead,
  type NewLead,
  acceptLead,
} from "~/features/leads/index.server";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { ReserveFormValues } from "./card-form";
import { formatDollars } from "./checkout-rules";
import type { Payment } from "./payments-port";
import type { Reservation, ReserveMeta } from "./reservation";

const purchaseOf = (details: Record<string, string>) => details.journey === "purchase";

/**
 * The dealer's lead as the shopper starts paying: who, which car, the journey's answers. Stored
 * first and kept whatever the card does; delivered only once the payment is through.
 */
export function startedLead(
  car: { id: number; name: string },
  buyer: ReserveFormValues,
  details: Record<string, string>,
  amountCents: number,
  holder: string,
  meta: ReserveMeta,
): NewLead {
  const { journey: _journey, ...answers } = details;
  const purchase = purchaseOf(details);
  return {
    // One started lead per shopper and car, however many times they try.
    idempotency_key: `reservation:${car.id}:${holder}`,
    category: purchase ? "Online Purchase" : "Vehicle Reservation",
    subcategory: purchase ? "Purchase started" : "Reservation started",
    name: buyer.name,
    last_name: buyer.last_name,
    email: buyer.email,
    phone: buyer.phone,
    postcode: null,
    message: `Started ${purchase ? "buying" : "reserving"} the ${car.name} online (${formatDollars(amountCents)}); the payment has not gone through.`,
    fields: {
      ...answers,
      form: purchase ? "checkout-journey" : "reserve",
      car_name: car.name,
      amount_cents: amountCents,
    },
    url: meta.origin,
    source: "Website",
    user_agent: meta.userAgent?.slice(0, 500) ?? null,
    car_id: car.id,
    lead_attributes: meta.trail,
    spam: false,
  };
}

function paidCompletion(reservation: Reservation, payment: Payment, carName: string, meta: ReserveMeta) {
  const amount = formatDollars(reservation.amount);
  const { journey: _journey, ...answers } = reservation.details;
  const purchase = purchaseOf(reservation.details);
  const answered = Object.values(answers).join(". ");
  const receipt = `${meta.origin}/cars/reservations/${reservation.reference}`;
  return {
    subcategory: purchase ? `Deposit of ${amount} paid online` : `Reserved online for ${amount}`,
    message: `${purchase ? "Paid the deposit on" : "Reserved"} the ${carName} online: ${amount}. Payment reference ${payment.id}${payment.card ? ` (${payment.card.brand} ending ${payment.card.last4})` : ""}.${answered ? ` ${answered}.` : ""}`,
    fields: { reservation_reference: reservation.reference, payment_reference: payment.id, receipt_url: receipt },
  };
}

/** The paid reservation's lead, completed with the payment reference and sent to the dealer, with the shopper's receipt. */
export async function completeReservationLead(
  scope: SiteScope,
  leads: LeadServices,
  reservation: Reservation,
  payment: Payment,
  carName: string,
  meta: ReserveMeta,
) {
  const sinks = deliverySinks(leads, scope.config, true);
  const completion = paidCompletion(reservation, payment, carName, meta);
  if (reservation.lead_id !== null && (await completeLead(scope, reservation.lead_id, completion, sinks))) {
    leads.outbox.kick();
    return;
  }
  // Started while the database was away (the lead waited in the journal): the paid lead is stored whole now.
  const buyer = {
    name: reservation.name,
    last_name: reservation.last_name,
    email: reservation.email,
    phone: reservation.phone,
  } as ReserveFormValues;
  const started = startedLead(
    { id: reservation.car_id, name: carName },
    buyer,
    reservation.details,
    reservation.amount,
    `paid-${reservation.reference}`,
    meta,
  );
  const lead = {
    ...started,
    subcategory: completion.subcategory,
    message: completion.message,
    fields: { ...started.fields, ...completion.fields },
  };
  const accepted = await acceptLead(scope, leads, lead, { sinks }, meta.now);
  if (!accepted.ok)
    logger.error(
      { site: scope.config.slug, reservation: reservation.reference },
      "a paid reservation's lead was not stored; the reservation itself is kept",
    );
}
