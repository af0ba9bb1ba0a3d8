import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { ZodMiniType } from "zod/mini";
import { signInGate } from "~/features/accounts";
import {
  cardOf,
  reserveFormSchema,
  type ReserveFormValues,
  CHECKOUT_MESSAGES,
  journeyDetails,
  journeySchema,
  type CheckoutPage,
  type JourneyPage,
  type ReserveFormResult,
  CHECKOUT_START_LIMIT,
  type Holder,
} from "~/features/checkout";
import { checkoutPage, journeyPage, similarToCar, reserveCar } from "~/features/checkout/index.server";
import { findCar } from "~/features/vehicle/index.server";
import { platformContext, requestContext, siteContext, type RouteContext } from "~/platform/http/context";
import { addressKey } from "~/platform/security/client-address";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { servicesContext } from "~/services.server";
import { requireShopper, shopperContext } from "./_shared/shopper.server";
import { visitOf } from "./_shared/visit.server";

/**
 * /cars/{slug}/checkout, or /cars/{slug}/buy-online where the site says so (spec 000 section 2):
 * the car, the reserve amount and the form; gated by sign-in where the site says so.
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
async function checkoutCarPage(request: Request, context: RouteContext, slug: string): Promise<CheckoutPage> {
  const scope = context.get(siteContext);
  const gate = signInGate(new URL(request.url).pathname, scope.config);
  if (gate) await requireShopper(request, context, gate);
  const car = await findCar(scope, slug);
  if (!car) throw data("Not found", { status: 404 });
  return checkoutPage(scope, car, context.get(servicesContext).outside.payments, await holderOf(context), new Date());
}

/** Who is paying: the client's address and, signed in, the shopper's account. */
async function holderOf(context: RouteContext): Promise<Holder> {
  const shopper = await context.get(shopperContext).read();
  return { address: addressKey(context.get(requestContext).clientIp), userId: shopper?.user_id ?? null };
}

/** /checkout-journey?car_id={slug} (spec 000 section 2): the online purchase journey, gated where checkout is. */
export async function loadJourneyPage(request: Request, context: RouteContext): Promise<JourneyPage> {
  const scope = context.get(siteContext);
  const slug = new URL(request.url).searchParams.get("car_id") ?? "";
  if (!scope.config.checkout.enabled || !slug) throw data("Not found", { status: 404 });
  return journeyPage(scope, await checkoutCarPage(request, context, slug));
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

/** The journey's last step pays the deposit exactly as a reservation is paid; the answers go with the dealer's lead. */
export function answerJourneyForm(request: Request, context: RouteContext, page: JourneyPage) {
  return answerPaymentForm(
    request,
    context,
    page,
    (now) => journeySchema(page.spec, now),
    (values) => journeyDetails(values, page.spec),
  );
}

/**
 * A form that pays for a car (the reserve form, the purchase journey): the form is checked, the car
 * held, the amount charged once, then the shopper goes to the reservation page (or first to their
 * bank's authentication page). `detailsOf` is what the form adds to the dealer's lead.
 */
async function answerPaymentForm<V extends ReserveFormValues>(
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
  const { leads, outside } = context.get(servicesContext);
  const buyer = submission.value as V;
  const attemptKey = String(form.get("form_token") ?? "");
  if (!/^[\w-]{8,64}$/.test(attemptKey)) return answer(400, UNREADABLE_FORM);
  const holder = await holderOf(context);
  if (!(await context.get(platformContext).limits.take(CHECKOUT_START_LIMIT, `${scope.config.slug}:${holder.address}`)))
    return answer(429, CHECKOUT_MESSAGES.too_many);
  const result = await reserveCar(
    scope,
    { payments: outside.payments, leads },
    page.car,
    buyer,
    cardOf(buyer),
    attemptKey,
    { ...(await visitOf(request, context)), holder },
    detailsOf(buyer),
  );
  switch (result.kind) {
    case "paid":
      return redirect(`/cars/reservations/${result.reference}`, 303);
    case "authenticate":
      return redirect(result.url, 303);
    case "taken":
      return answer(409, result.message, {
        taken: { message: result.message, similar: await similarToCar(scope, page.car.id, now) },
      });
    case "declined":
      return answer(402, result.message, { token: randomUUID() });
    case "lapsed":
      return answer(409, result.message, { token: randomUUID() });
    case "failed":
      return answer(result.message === CHECKOUT_MESSAGES.not_for_sale ? 409 : 503, result.message, {
        token: randomUUID(),
      });
  }
}
