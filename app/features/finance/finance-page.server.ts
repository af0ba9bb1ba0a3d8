import { and, eq } from "drizzle-orm";
import { advertisedPrice, priceDisplay, type CarCardView } from "~/features/cars";
import {
  quickQuoteDefaults,
  quoteAvailable,
  quotePriceError,
  quoteRequestOf,
  sentQuoteValues,
  sideCardSteps,
  type QuickQuoteValues,
} from "~/features/finance/finance-form-rules";
import type { FinancePartner } from "~/features/finance/finance-partner.server";
import type { FinanceQuote } from "~/features/finance/finance-quote";
import { fillDisclaimer } from "~/features/finance/lender-summary";
import { cars } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import { answerWithin } from "~/platform/async/settle-within";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { FinancePage, FinancePageCar } from "./finance-page";

const PARTNER_WAIT_MS = 1500;

/** This site's car by id, shown on the dealer website: the narrow set of columns the page needs. */
export async function financeCar(scope: SiteScope, carId: number): Promise<FinancePageCar | null> {
  if (!Number.isSafeInteger(carId) || carId <= 0) return null;
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, carId), eq(cars.show_on_dealer_website, true)))
    .limit(1);
  if (!car) return null;
  const price = priceDisplay(car, scope.config.vehicle);
  const sold = car.status !== "in_stock" && car.status !== "coming_soon";
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    image: car.primary_image_url,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
    dealership_slug: car.dealership_slug,
    car_type: car.car_type,
    description: [car.year, car.make, car.model, car.badge].filter(Boolean).join(" "),
    price: {
      text: price.text,
      suffix: price.kind === "subscription" ? price.suffix : price.kind === "price" ? price.priceType : null,
    },
    advertised: advertisedPrice(car),
    quotable: quoteAvailable(true, { status: car.status, sold, reserved: car.reserved, price: advertisedPrice(car) }),
  };
}

/**
 * The partner's quick quote for these values, waited for at most 1.5 s; null when the amount is
 * outside the quote's range (the page says so in the spec's words) or the partner fails.
 */
export async function quoteFor(
  partner: FinancePartner,
  values: QuickQuoteValues,
  car: FinancePageCar | null,
): Promise<FinanceQuote | null> {
  if (quotePriceError(values.amount)) return null;
  const asked = partner.quote(quoteRequestOf(values, car)).catch((error: unknown) => {
    logger.warn({ err: error }, "Failed to get YouX quick quote");
    return null;
  });
  return (await answerWithin(asked, PARTNER_WAIT_MS, null)).value;
}

/**
 * Everything the finance page shows for its query (spec 000 section 2 and spec 001 section 2). For
 * the form's action (`purpose` "action") only what checks and sends the form: no estimate, no featured cars.
 * `featuredCars` finds Get Finance Now's cars (spec 001 section 2), the search's to answer.
 */
export async function financePage(
  scope: SiteScope,
  partner: FinancePartner,
  url: URL,
  verifiedPhone: string | null,
  now: Date,
  purpose: "page" | "action",
  featuredCars: () => Promise<CarCardView[]>,
): Promise<FinancePage> {
  const { finance, forms } = scope.config;
  const carId = Number(url.searchParams.get("car_id"));
  const car = url.searchParams.has("car_id") ? await financeCar(scope, carId) : null;
  const initial = quickQuoteDefaults(url.searchParams, car?.advertised ?? null);
  // The popup's first step is named Quick Estimate (spec 001 section 2), so a popup site gives one (issue 56).
  const available = (finance.autograb_option || finance.popup_form) && (car === null || car.quotable);
  const page = purpose === "page";
  const [estimate, featured] = await Promise.all([
    page && available ? quoteFor(partner, initial, car) : Promise.resolve(null),
    page && !car && finance.call_to_action ? featuredCars() : Promise.resolve([]),
  ]);
  const hidden: Record<string, string> = {};
  for (const name of ["preferredDealership", "car_type", "vin"]) {
    const value = url.searchParams.get(name);
    if (value) hidden[name] = value.slice(0, 100);
  }
  if (car) hidden.car_id = String(car.id);
  return {
    path: url.pathname,
    car,
    steps: car ? [] : sideCardSteps(finance.side_card_steps, finance.hide_steps_panel),
    quote: { available, initial, estimate },
    spec: { postcode: finance.postcode_field, terms: forms.terms_required, verifiedPhone },
    popup: finance.popup_form,
    featured,
    disclaimer: finance.disclaimer ? fillDisclaimer(finance.disclaimer, finance.broker) : null,
    hidden,
  };
}

/** The quick quote for the values a form sent, whatever else it got wrong: the box always answers for the inputs on screen. */
export async function estimateFor(
  partner: FinancePartner,
  sent: Partial<Record<string, unknown>>,
  page: FinancePage,
): Promise<FinanceQuote | null> {
  if (!page.quote.available) return null;
  return quoteFor(partner, sentQuoteValues(sent, page.quote.initial), page.car);
}
