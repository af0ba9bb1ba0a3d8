import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  checkoutRefusal,
  advertisedPrice,
  priceDisplay,
  type CarCardView,
  isTowed,
  kindNoun,
  vehicleKind,
} from "~/features/cars";
import { leadReference } from "~/features/leads";
import { locationChoices } from "~/features/leads/index.server";
import { similarCars } from "~/features/search/index.server";
import { cars, users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { formatSiteTime } from "~/platform/text/dates";
import { formatDollars, heldMessage, reserveAmountCents, CHECKOUT_MESSAGES } from "./checkout-rules";
import type {
  BankAuthenticationPage,
  CheckoutCarView,
  CheckoutPage,
  JourneyPage,
  OnlinePaymentPage,
  OnlinePaymentReceipt,
  ReservationPage,
} from "./checkout-page";
import { localPayments } from "./embedded-payments.server";
import { PAYING_FOR } from "./online-payment-rules";
import { onlinePaymentOf, settleOnlinePayment } from "./online-payments.server";
import { DECLINE_MESSAGES, type DeclineCode } from "./payment-state";
import { journeySummary } from "./purchase-journey";
import type { Holder } from "./reservation";
import {
  heldByAnother,
  reservationByReference,
  resumeReservation,
  type ReserveDeps,
  type ReserveMeta,
} from "./reservations.server";

type CarRow = typeof cars.$inferSelect;

function similarTo(scope: SiteScope, car: CarRow, now: Date): Promise<CarCardView[]> {
  return similarCars(scope, car, advertisedPrice(car), now).catch(() => []);
}

/** Cars like this one, for a shopper who just lost it to another. */
export async function similarToCar(scope: SiteScope, carId: number, now: Date): Promise<CarCardView[]> {
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, carId)));
  return car ? similarTo(scope, car, now) : [];
}

function carView(scope: SiteScope, car: CarRow): CheckoutCarView {
  const price = priceDisplay(car, scope.config.vehicle);
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    image: car.primary_image_url,
    price: price.text,
    stocknum: car.stocknum,
    km: car.km,
    car_type: car.car_type,
    advertised: advertisedPrice(car),
    noun: kindNoun(vehicleKind(car)),
    towed: isTowed(vehicleKind(car)),
  };
}

/** The car being paid for, the reserve amount and the form; a car that cannot be reserved says why, with similar cars. */
export async function checkoutPage(
  scope: SiteScope,
  car: CarRow,
  payments: { testMode: boolean },
  holder: Holder,
  now: Date,
): Promise<CheckoutPage> {
  const refusal = checkoutRefusal(car, scope.config);
  // Another shopper paying for the car is said before this one types a card.
  const heldUntil = refusal ? null : await heldByAnother(scope, car.id, holder, now);
  return {
    car: carView(scope, car),
    amount: formatDollars(reserveAmountCents(scope.config)),
    refundTerms: scope.config.checkout.refund_terms,
    refusal,
    hold: heldUntil ? { message: heldMessage(formatSiteTime(heldUntil, scope.config.time_zone)) } : null,
    similar: refusal || heldUntil ? await similarTo(scope, car, now) : [],
    token: randomUUID(),
    testMode: payments.testMode,
    today: now.toISOString().slice(0, 10),
  };
}

/** The purchase journey (spec 000 section 2) over the car's checkout page: its choices and its summary. */
export async function journeyPage(scope: SiteScope, page: CheckoutPage): Promise<JourneyPage> {
  const depositCents = reserveAmountCents(scope.config);
  return {
    ...page,
    spec: { locations: await locationChoices(scope, "sales"), deliveryRegions: scope.config.vehicle.delivery_quotes },
    summary: journeySummary(page.car.advertised, depositCents, null),
    depositCents,
    financePath: `${scope.config.finance.page_path}?car_id=${page.car.id}`,
  };
}

export type ReservationAnswer =
  { kind: "missing" } | { kind: "authenticate"; url: string } | { kind: "page"; page: ReservationPage };

/**
 * Where a reservation ends, and where the bank's authentication page sends the shopper back: a
 * payment still open is settled here from the processor's answer.
 */
export async function reservationPage(
  scope: SiteScope,
  deps: ReserveDeps,
  reference: string,
  meta: ReserveMeta,
): Promise<ReservationAnswer> {
  let reservation = await reservationByReference(scope, reference);
  if (!reservation) return { kind: "missing" };
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, reservation.car_id)));
  if (!car) return { kind: "missing" };
  const checkoutPath =
    reservation.details.journey === "purchase"
      ? `/checkout-journey?car_id=${car.slug}`
      : `/cars/${car.slug}/${scope.config.checkout.path_segment}`;
  const answer = await resumeReservation(scope, deps, reservation, car.name, meta);
  if (answer?.kind === "authenticate") return { kind: "authenticate", url: answer.url };
  reservation = (await reservationByReference(scope, reference))!;
  const status = reservation.status === "expired" ? "failed" : reservation.status;
  const message =
    status === "failed"
      ? answer && answer.kind !== "paid"
        ? answer.message
        : DECLINE_MESSAGES[(reservation.decline_code as keyof typeof DECLINE_MESSAGES | null) ?? "card_declined"]
      : status === "refunded"
        ? CHECKOUT_MESSAGES.expired
        : null;
  return {
    kind: "page",
    page: {
      status,
      message,
      amount: formatDollars(reservation.amount),
      refundTerms: scope.config.checkout.refund_terms,
      reference: reservation.lead_id === null ? null : leadReference(reservation.lead_id),
      paymentReference: reservation.payment_id,
      email: reservation.email,
      name: reservation.name,
      car: { name: car.name, slug: car.slug, image: car.primary_image_url },
      checkoutPath,
      purchase:
        reservation.details.journey === "purchase"
          ? {
              financePath:
                reservation.details.payment_method === "Finance"
                  ? `${scope.config.finance.page_path}?car_id=${car.id}`
                  : null,
            }
          : null,
    },
  };
}

/**
 * The embedded processor's stand-in for the card issuer's authentication page (3-D Secure): only
 * payments in the local ledger waiting for authentication have one.
 */
export async function bankAuthenticationPage(scope: SiteScope, id: string): Promise<BankAuthenticationPage | null> {
  const payment = await localPayments(scope.db).retrieve(scope.siteId, id);
  if (!payment || payment.status !== "requires_action") return null;
  return {
    amount: formatDollars(payment.amount),
    card: payment.card ? `${payment.card.brand} ending ${payment.card.last4}` : "your card",
    merchant: scope.config.name,
  };
}

/** The shopper approves or refuses the payment; the path the issuer's page sends them back to, or null when none waits. */
export async function authenticateBankPayment(scope: SiteScope, id: string, approve: boolean): Promise<string | null> {
  const processor = localPayments(scope.db);
  const payment = await processor.retrieve(scope.siteId, id);
  if (!payment || payment.status !== "requires_action") return null;
  await processor.authenticate(scope.siteId, id, approve);
  const back = await processor.returnUrl(scope.siteId, id);
  return back ? new URL(back).pathname : "/";
}

/** The online payment form (spec 001 sections 2 and 6), started with the signed-in shopper's details. */
export async function onlinePaymentPage(
  scope: SiteScope,
  shopper: { user_id: number; phone: string },
  asked: { for: string | null; reference: string | null },
  payments: { testMode: boolean },
  now: Date,
): Promise<OnlinePaymentPage> {
  const [user] = await scope.db
    .select()
    .from(users)
    .where(and(eq(users.site_id, scope.siteId), eq(users.id, shopper.user_id)));
  const payingFor = PAYING_FOR.find((p) => p.value === asked.for)?.value;
  return {
    token: randomUUID(),
    testMode: payments.testMode,
    today: now.toISOString().slice(0, 10),
    prefill: {
      name: user?.first_name ?? "",
      last_name: user?.last_name ?? "",
      email: user?.email ?? "",
      phone: shopper.phone,
      ...(payingFor ? { paying_for: payingFor } : {}),
      paying_reference: asked.reference?.slice(0, 40) ?? "",
    },
  };
}

/** The shopper's receipt for an online payment, settled first when the bank's check has finished; null when it is not theirs. */
export async function onlinePaymentReceipt(
  scope: SiteScope,
  deps: ReserveDeps,
  userId: number,
  reference: string,
  meta: ReserveMeta,
): Promise<OnlinePaymentReceipt | null> {
  let row = await onlinePaymentOf(scope, userId, reference);
  if (!row) return null;
  if (row.status === "processing" && row.payment_id) {
    const payment = await deps.payments.retrieve(scope.siteId, row.payment_id);
    if (payment && payment.status !== "requires_action") await settleOnlinePayment(scope, deps, row, payment, meta);
    row = (await onlinePaymentOf(scope, userId, reference))!;
  }
  const forWhat = PAYING_FOR.find((p) => p.value === row.paying_for)!;
  return {
    status: row.status,
    message:
      row.status === "failed" ? DECLINE_MESSAGES[(row.decline_code as DeclineCode | null) ?? "card_declined"] : null,
    amount: formatDollars(row.amount),
    payingFor: forWhat.referenceLabel,
    payingReference: row.paying_reference,
    reference: row.lead_id === null ? null : leadReference(row.lead_id),
    paymentReference: row.payment_id,
    email: row.email,
    name: row.name,
  };
}
