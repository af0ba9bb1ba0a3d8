import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { readVisitTrail } from "~/features/leads/visit-trail.server";
import { platformContext, siteContext, type RouteContext } from "~/platform/context";
import { cars } from "~/platform/db/schema";
import { CHECKOUT_MESSAGES, formatDollars } from "./checkout-rules";
import { DECLINE_MESSAGES } from "./payment-state";
import { reservationByReference, resumeReservation } from "./reservations.server";

export interface ReservationPage {
  status: "paid" | "failed" | "refunded" | "holding";
  message: string | null;
  amount: string;
  reference: string;
  paymentReference: string | null;
  email: string;
  name: string;
  car: { name: string; slug: string; image: string | null };
  checkoutPath: string;
  /** Paid through the purchase journey: a deposit, with its answers. */
  purchase: { financePath: string | null } | null;
}

/**
 * /cars/reservations/{reference}: where a reservation ends, and where the bank's authentication
 * page sends the shopper back. A payment still open is settled here from the processor's answer.
 */
export async function loadReservationPage(
  request: Request,
  context: RouteContext,
  reference: string,
): Promise<ReservationPage> {
  const scope = context.get(siteContext);
  const { leads, outside } = context.get(platformContext);
  let reservation = await reservationByReference(scope, reference);
  if (!reservation) throw data("Not found", { status: 404 });
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, reservation.car_id)));
  if (!car) throw data("Not found", { status: 404 });
  const checkoutPath =
    reservation.details.journey === "purchase"
      ? `/checkout-journey?car_id=${car.slug}`
      : `/cars/${car.slug}/${scope.config.checkout.path_segment}`;
  const answer = await resumeReservation(scope, { payments: outside.payments, leads }, reservation, car.name, {
    origin: new URL(request.url).origin,
    userAgent: request.headers.get("user-agent"),
    trail: await readVisitTrail(leads.trail, request.headers.get("cookie")),
    now: new Date(),
  });
  if (answer?.kind === "authenticate") throw redirect(answer.url);
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
    status,
    message,
    amount: formatDollars(reservation.amount),
    reference: reservation.reference,
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
  };
}
