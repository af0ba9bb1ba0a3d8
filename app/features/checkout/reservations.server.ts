import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { acceptLead } from "~/features/leads/index.server";
import { announceInventoryChange } from "~/platform/db/change-feed.server";
import { cars, reservations } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { formatSiteTime } from "~/platform/text/dates";
import { completeReservationLead, startedLead } from "./reservation-lead.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { CardDetails, ReserveFormValues } from "./card-form";
import { checkoutRefusal } from "~/features/cars";
import {
  BANK_CHECK_HOLD_MINUTES,
  CHECKOUT_MESSAGES,
  HOLD_MINUTES,
  lapsedMessage,
  reserveAmountCents,
} from "./checkout-rules";
import { DECLINE_MESSAGES } from "./payment-state";
import type { Payment, Payments } from "./payments-port";
import {
  holderKey,
  type Holder,
  type Reservation,
  type ReserveAnswer,
  type ReserveDeps,
  type ReserveMeta,
} from "./reservation";

export type { Reservation, ReserveAnswer, ReserveDeps, ReserveMeta };

type Hold = { ok: true; reservation: Reservation } | { ok: false; answer: ReserveAnswer };

/** A holder's own rows: their address, or their account when they are signed in. */
const heldBy = (holder: Holder) =>
  holder.userId === null
    ? eq(reservations.holder_address, holder.address)
    : or(eq(reservations.holder_address, holder.address), eq(reservations.holder_user, holder.userId));

/**
 * Takes the car for this shopper while the payment runs: the car's row is locked, holds past their
 * time are let go, and the database's one-holding-or-paid-reservation-per-car index decides between
 * shoppers. A shopper holds one car at a time (a new hold lets their others go), a new form of their
 * own on the same car keeps the hold's deadline instead of renewing it, and a hold of theirs that
 * lapsed unfinished keeps them off the car for HOLD_MINUTES. The same form sent again answers its
 * earlier reservation.
 */
export async function holdCar(
  scope: SiteScope,
  carId: number,
  buyer: ReserveFormValues,
  attemptKey: string,
  holder: Holder,
  now: Date,
  details: Record<string, string> = {},
  leadId: number | null = null,
): Promise<Hold> {
  return scope.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.site_id, scope.siteId), eq(reservations.attempt_key, attemptKey)));
    if (earlier) return { ok: true, reservation: earlier };
    const [car] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, carId)))
      .for("update");
    if (!car) return { ok: false, answer: { kind: "failed", message: CHECKOUT_MESSAGES.not_for_sale } };
    const refusal = checkoutRefusal(car, scope.config);
    if (refusal === "reserved") return { ok: false, answer: { kind: "taken", message: CHECKOUT_MESSAGES.reserved } };
    if (refusal) return { ok: false, answer: { kind: "failed", message: CHECKOUT_MESSAGES.not_for_sale } };
    const mine = await tx
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.site_id, scope.siteId),
          eq(reservations.car_id, carId),
          inArray(reservations.status, ["holding", "expired"]),
          heldBy(holder),
          gt(reservations.held_until, new Date(now.getTime() - HOLD_MINUTES * 60_000)),
        ),
      )
      .orderBy(desc(reservations.held_until))
      .limit(1);
    const lapsed = mine[0] && mine[0].held_until! <= now ? mine[0] : null;
    if (lapsed) {
      const after = new Date(lapsed.held_until!.getTime() + HOLD_MINUTES * 60_000);
      return {
        ok: false,
        answer: { kind: "lapsed", message: lapsedMessage(formatSiteTime(after, scope.config.time_zone)) },
      };
    }
    const ownOpen = mine[0]?.status === "holding" ? mine[0] : null;
    // Holds past their time let the car go; this shopper's other holds end with this one.
    await tx
      .update(reservations)
      .set({ status: "expired" })
      .where(
        and(
          eq(reservations.site_id, scope.siteId),
          eq(reservations.status, "holding"),
          or(and(eq(reservations.car_id, carId), lte(reservations.held_until, now)), heldBy(holder)),
        ),
      );
    const [held] = await tx
      .insert(reservations)
      .values({
        site_id: scope.siteId,
        car_id: carId,
        attempt_key: attemptKey,
        reference: randomBytes(9).toString("base64url"),
        status: "holding",
        amount: reserveAmountCents(scope.config),
        name: buyer.name,
        last_name: buyer.last_name,
        email: buyer.email,
        phone: buyer.phone,
        details,
        lead_id: leadId,
        holder_address: holder.address,
        holder_user: holder.userId,
        held_until: ownOpen?.held_until ?? new Date(now.getTime() + HOLD_MINUTES * 60_000),
        created_at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (held) return { ok: true, reservation: held };
    // The same form, sent twice at once: the other request stored it while this one waited for the car.
    const [twin] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.site_id, scope.siteId), eq(reservations.attempt_key, attemptKey)));
    return twin
      ? { ok: true, reservation: twin }
      : { ok: false, answer: { kind: "taken", message: CHECKOUT_MESSAGES.just_reserved } };
  });
}

/** The hold another shopper has on this car now, if any: when it lets the car go. */
export async function heldByAnother(scope: SiteScope, carId: number, holder: Holder, now: Date): Promise<Date | null> {
  const [hold] = await scope.db
    .select({
      held_until: reservations.held_until,
      holder_address: reservations.holder_address,
      holder_user: reservations.holder_user,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.site_id, scope.siteId),
        eq(reservations.car_id, carId),
        eq(reservations.status, "holding"),
        gt(reservations.held_until, now),
      ),
    )
    .limit(1);
  if (!hold) return null;
  const theirs =
    hold.holder_address === holder.address || (holder.userId !== null && hold.holder_user === holder.userId);
  return theirs ? null : hold.held_until;
}

async function setReservation(scope: SiteScope, id: number, fields: Partial<Reservation>) {
  await scope.db
    .update(reservations)
    .set(fields)
    .where(and(eq(reservations.site_id, scope.siteId), eq(reservations.id, id)));
}

/**
 * Records what the processor answered. A success marks the reservation paid and the car reserved in
 * one transaction, tells every instance the car changed, then completes the dealer's lead with the
 * payment reference and sends it (and the shopper's receipt) through the outbox. A success for a hold that ran out is refunded.
 */
export async function settleReservation(
  scope: SiteScope,
  deps: ReserveDeps,
  reservation: Reservation,
  payment: Payment,
  carName: string,
  meta: ReserveMeta,
): Promise<ReserveAnswer> {
  if (payment.status === "requires_action") {
    // Waiting on the bank: the car goes back on sale after 5 minutes, not 15.
    const bankCheckEnds = new Date(meta.now.getTime() + BANK_CHECK_HOLD_MINUTES * 60_000);
    const heldUntil =
      reservation.held_until && reservation.held_until < bankCheckEnds ? reservation.held_until : bankCheckEnds;
    await setReservation(scope, reservation.id, { payment_id: payment.id, held_until: heldUntil });
    return payment.nextActionUrl
      ? { kind: "authenticate", url: payment.nextActionUrl }
      : { kind: "failed", message: CHECKOUT_MESSAGES.processor_down };
  }
  if (payment.status === "failed") {
    await scope.db
      .update(reservations)
      .set({ status: "failed", payment_id: payment.id, decline_code: payment.declineCode })
      .where(
        and(
          eq(reservations.site_id, scope.siteId),
          eq(reservations.id, reservation.id),
          eq(reservations.status, "holding"),
        ),
      );
    return { kind: "declined", message: DECLINE_MESSAGES[payment.declineCode ?? "card_declined"] };
  }
  if (payment.status !== "succeeded") return { kind: "failed", message: CHECKOUT_MESSAGES.processor_down };
  const paid = await scope.db.transaction(async (tx) => {
    // The car first, as holdCar takes it: the same lock order never deadlocks.
    await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, reservation.car_id)))
      .for("update");
    const [row] = await tx
      .update(reservations)
      .set({ status: "paid", payment_id: payment.id, paid_at: meta.now })
      .where(
        and(
          eq(reservations.site_id, scope.siteId),
          eq(reservations.id, reservation.id),
          sql`${reservations.status} in ('holding', 'paid')`,
        ),
      )
      .returning();
    if (row)
      await tx
        .update(cars)
        .set({ reserved: true, updated_at: meta.now })
        .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, reservation.car_id)));
    return row ?? null;
  });
  if (!paid) {
    await deps.payments.refund(scope.siteId, payment.id, `refund-${reservation.reference}`);
    await setReservation(scope, reservation.id, { status: "refunded", payment_id: payment.id });
    return { kind: "failed", message: CHECKOUT_MESSAGES.expired };
  }
  if (reservation.status === "holding") await announceInventoryChange(scope.db, scope.siteId, [reservation.car_id]);
  await completeReservationLead(scope, deps.leads, paid, payment, carName, meta);
  return { kind: "paid", reference: paid.reference };
}

/** The processor's answer for this reservation's one payment: a retry with the same key is the same payment. */
async function chargeOnce(
  scope: SiteScope,
  payments: Payments,
  reservation: Reservation,
  card: CardDetails,
  carName: string,
  meta: ReserveMeta,
): Promise<Payment | null> {
  const request = {
    amount: reservation.amount,
    currency: "aud" as const,
    card,
    description: `Reservation of the ${carName}`,
    metadata: { reservation: reservation.reference, site: scope.config.slug, car_id: String(reservation.car_id) },
    returnUrl: `${meta.origin}/cars/reservations/${reservation.reference}`,
    idempotencyKey: `reservation-${reservation.reference}`,
  };
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await payments.charge(scope.siteId, request);
    } catch (error) {
      logger.warn(
        { err: error, site: scope.config.slug, reservation: reservation.reference, attempt },
        "the payment processor did not answer",
      );
    }
  }
  return null;
}

/**
 * Reserve a car (spec 000 section 9): hold it, charge the reserve amount once, settle. A shopper who
 * loses the race is told so before any charge; a declined card lets the car go.
 */
export async function reserveCar(
  scope: SiteScope,
  deps: ReserveDeps,
  car: { id: number; name: string },
  buyer: ReserveFormValues,
  card: CardDetails,
  attemptKey: string,
  meta: ReserveMeta & { holder: Holder },
  details: Record<string, string> = {},
): Promise<ReserveAnswer> {
  // The shopper's details reach the dealer's list before anything else, once per shopper and car,
  // delivered once the payment is through.
  const started = await acceptLead(
    scope,
    deps.leads,
    startedLead(car, buyer, details, reserveAmountCents(scope.config), holderKey(meta.holder), meta),
    { sinks: [] },
    meta.now,
  );
  if (!started.ok) return { kind: "failed", message: CHECKOUT_MESSAGES.not_stored };
  let hold: Hold;
  try {
    hold = await holdCar(scope, car.id, buyer, attemptKey, meta.holder, meta.now, details, started.lead_id);
  } catch (error) {
    logger.error({ err: error, site: scope.config.slug }, "a reservation could not be started");
    return { kind: "failed", message: CHECKOUT_MESSAGES.not_stored };
  }
  if (!hold.ok) return hold.answer;
  const { reservation } = hold;
  if (reservation.status === "paid") return { kind: "paid", reference: reservation.reference };
  if (reservation.status !== "holding")
    return {
      kind: "declined",
      message: DECLINE_MESSAGES[(reservation.decline_code as keyof typeof DECLINE_MESSAGES | null) ?? "card_declined"],
    };
  const payment = await chargeOnce(scope, deps.payments, reservation, card, car.name, meta);
  if (!payment) {
    await setReservation(scope, reservation.id, { status: "failed" });
    return { kind: "failed", message: CHECKOUT_MESSAGES.processor_down };
  }
  return settleReservation(scope, deps, reservation, payment, car.name, meta);
}

/** A reservation by its reference, in this site only. */
export async function reservationByReference(scope: SiteScope, reference: string): Promise<Reservation | null> {
  if (!/^[\w-]{6,32}$/.test(reference)) return null;
  const [row] = await scope.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.site_id, scope.siteId), eq(reservations.reference, reference)));
  return row ?? null;
}

/** Back from the bank's authentication page: the processor's answer decides the reservation. */
export async function resumeReservation(
  scope: SiteScope,
  deps: ReserveDeps,
  reservation: Reservation,
  carName: string,
  meta: ReserveMeta,
): Promise<ReserveAnswer | null> {
  if (reservation.status !== "holding" || !reservation.payment_id) return null;
  const payment = await deps.payments.retrieve(scope.siteId, reservation.payment_id);
  if (!payment || payment.status === "requires_action")
    return payment?.nextActionUrl ? { kind: "authenticate", url: payment.nextActionUrl } : null;
  return settleReservation(scope, deps, reservation, payment, carName, meta);
}
