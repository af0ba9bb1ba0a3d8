import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { requireShopper } from "~/features/accounts/require-shopper.server";
import { signInGate } from "~/features/accounts/sign-in-gate";
import { checkoutRefusal, type CheckoutRefusal } from "~/features/cars/car-availability";
import type { CarCardView } from "~/features/cars/card-view";
import { advertisedPrice, priceDisplay } from "~/features/cars/price-display";
import { readVisitTrail } from "~/features/leads/visit-trail.server";
import { similarCars } from "~/features/search/search.server";
import { platformContext, siteContext, type RouteContext } from "~/platform/context";
import { cars } from "~/platform/db/schema";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { ZodMiniType } from "zod/mini";
import { cardOf, reserveFormSchema, type ReserveFormValues } from "./card-form";
import { CHECKOUT_MESSAGES, formatDollars, reserveAmountCents } from "./checkout-rules";
import { reserveCar } from "./reservations.server";

export interface CheckoutCarView {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  price: string;
  stocknum: string;
  km: number;
  car_type: string;
  /** The advertised price in dollars. */
  advertised: number;
}

export interface CheckoutPage {
  car: CheckoutCarView;
  amount: string;
  refusal: CheckoutRefusal | null;
  /** Shown instead of the form when the car cannot be reserved. */
  similar: CarCardView[];
  token: string;
  testMode: boolean;
  /** The first day of the current month: what a card's expiry is checked against in the browser. */
  today: string;
}

type CarRow = typeof cars.$inferSelect;

async function carBySlug(scope: SiteScope, slug: string): Promise<CarRow | null> {
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.slug, slug), eq(cars.show_on_dealer_website, true)))
    .limit(1);
  return car ?? null;
}

function similarTo(scope: SiteScope, car: CarRow, now: Date): Promise<CarCardView[]> {
  return similarCars(
    scope,
    {
      id: car.id,
      price: advertisedPrice(car),
      make: car.make,
      model: car.model,
      body: car.simple_body ?? car.body,
      car_type: car.car_type,
    },
    now,
  ).catch(() => []);
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
  };
}

/**
 * /cars/{slug}/checkout, or /cars/{slug}/buy-online where the site says so (spec 000 section 2):
 * the car, the reserve amount and the form; gated by sign-in where the site says so; a car that
 * cannot be reserved shows why, with similar cars.
 */
export async function loadCheckoutPage(
  request: Request,
  context: RouteContext,
  slug: string,
  segment: string,
): Promise<CheckoutPage> {
  const scope = context.get(siteContext);
  if (!scope.config.checkout.enabled || segment !== scope.config.checkout.path_segment)
    throw data("Not found", { status: 404 });
  return checkoutCarPage(request, context, slug);
}

/** The car being paid for, gated by sign-in where the site says so: what the reserve form and the purchase journey share. */
export async function checkoutCarPage(request: Request, context: RouteContext, slug: string): Promise<CheckoutPage> {
  const scope = context.get(siteContext);
  const gate = signInGate(new URL(request.url).pathname, scope.config);
  if (gate) await requireShopper(request, context, gate);
  const car = await carBySlug(scope, slug);
  if (!car) throw data("Not found", { status: 404 });
  const now = new Date();
  const refusal = checkoutRefusal(car, scope.config);
  return {
    car: carView(scope, car),
    amount: formatDollars(reserveAmountCents(scope.config)),
    refusal,
    similar: refusal ? await similarTo(scope, car, now) : [],
    token: randomUUID(),
    testMode: context.get(platformContext).outside.payments.testMode,
    today: now.toISOString().slice(0, 10),
  };
}

export interface ReserveFormResult {
  reply: SubmissionResult<string[]>;
  /** A fresh rendering key: a declined attempt is spent, the next is a new reservation. */
  token: string;
  /** The car was taken meanwhile: the page shows this with similar cars instead of the form. */
  taken?: { message: string; similar: CarCardView[] };
}

/** The reserve form's action. */
export function answerReserveForm(request: Request, context: RouteContext, page: CheckoutPage) {
  return answerPaymentForm(
    request,
    context,
    page,
    (now) => reserveFormSchema(now),
    () => ({}),
  );
}

/**
 * A form that pays for a car (the reserve form, the purchase journey): the form is checked, the car
 * held, the amount charged once, then the shopper goes to the reservation page (or first to their
 * bank's authentication page). `detailsOf` is what the form adds to the dealer's lead.
 */
export async function answerPaymentForm<V extends ReserveFormValues>(
  request: Request,
  context: RouteContext,
  page: CheckoutPage,
  schemaAt: (now: Date) => ZodMiniType<V, unknown>,
  detailsOf: (values: V) => Record<string, string>,
) {
  const form = await readFormData(request);
  const now = new Date();
  const submission = parseWithZod(form ?? new FormData(), { schema: schemaAt(now), disableAutoCoercion: true });
  const answer = (status: number, formError?: string, extra: Partial<ReserveFormResult> = {}) =>
    data<ReserveFormResult>(
      {
        reply: submission.reply(
          formError
            ? { formErrors: [formError], hideFields: ["card_number", "card_cvc", "card_expiry"] }
            : { hideFields: ["card_number", "card_cvc"] },
        ),
        token: extra.token ?? page.token,
        ...extra,
      },
      { status },
    );
  if (!form) return answer(400, UNREADABLE_FORM);
  if (submission.status !== "success") return answer(400);
  const scope = context.get(siteContext);
  const { leads, outside } = context.get(platformContext);
  const buyer = submission.value as V;
  const url = new URL(request.url);
  const attemptKey = String(form.get("form_token") ?? "");
  if (!/^[\w-]{8,64}$/.test(attemptKey)) return answer(400, UNREADABLE_FORM);
  const result = await reserveCar(
    scope,
    { payments: outside.payments, leads },
    page.car,
    buyer,
    cardOf(buyer),
    attemptKey,
    {
      origin: url.origin,
      userAgent: request.headers.get("user-agent"),
      trail: await readVisitTrail(leads.trail, request.headers.get("cookie")),
      now,
    },
    detailsOf(buyer),
  );
  switch (result.kind) {
    case "paid":
      return redirect(`/cars/reservations/${result.reference}`, 303);
    case "authenticate":
      return redirect(result.url, 303);
    case "taken": {
      const [car] = await scope.db
        .select()
        .from(cars)
        .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, page.car.id)));
      return answer(409, result.message, {
        taken: { message: result.message, similar: car ? await similarTo(scope, car, now) : [] },
      });
    }
    case "declined":
      return answer(402, result.message, { token: randomUUID() });
    case "failed":
      return answer(result.message === CHECKOUT_MESSAGES.not_for_sale ? 409 : 503, result.message, {
        token: randomUUID(),
      });
  }
}
