import { data } from "react-router";
import { locationChoices } from "~/features/leads/lead-form-page.server";
import { siteContext, type RouteContext } from "~/platform/context";
import { answerPaymentForm, checkoutCarPage, type CheckoutPage } from "./checkout-page.server";
import { reserveAmountCents } from "./checkout-rules";
import {
  journeyDetails,
  journeySchema,
  journeySummary,
  type JourneySpec,
  type JourneySummary,
} from "./purchase-journey";

export interface JourneyPage extends CheckoutPage {
  spec: JourneySpec;
  /** The summary without delivery; the page adds the delivery quote as the shopper picks it. */
  summary: JourneySummary;
  depositCents: number;
  financePath: string;
}

/** /checkout-journey?car_id={slug} (spec 000 section 2): the online purchase journey, gated where checkout is. */
export async function loadJourneyPage(request: Request, context: RouteContext): Promise<JourneyPage> {
  const scope = context.get(siteContext);
  const slug = new URL(request.url).searchParams.get("car_id") ?? "";
  if (!scope.config.checkout.enabled || !slug) throw data("Not found", { status: 404 });
  const page = await checkoutCarPage(request, context, slug);
  const depositCents = reserveAmountCents(scope.config);
  return {
    ...page,
    spec: { locations: await locationChoices(scope, "sales"), deliveryRegions: scope.config.vehicle.delivery_quotes },
    summary: journeySummary(page.car.advertised, depositCents, null),
    depositCents,
    financePath: `${scope.config.finance.page_path}?car_id=${page.car.id}`,
  };
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
