import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { localMobile } from "~/features/accounts";
import { priceDisplay } from "~/features/cars";
import {
  acceptLead,
  deliverySinks,
  type LeadServices,
  saveLeadColumn,
  type NewLead,
} from "~/features/leads/index.server";
import { type VisitTrail } from "~/features/leads";
import { siteStockWords } from "~/features/search/index.server";
import { cars, leads, valuations } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { TradeInKind, TradeInPage, ValuationView } from "./trade-in-page";
import { answersOf, kmOf, regoStateOf, type TradeInFields } from "./valuation-form";
import { saveWithValuationLead } from "./valuation-lead.server";
import { answerLines, normaliseRego, offerAmount, VALUATION_MESSAGES } from "./valuation-rules";
import type { Valuation, VehicleIdentity } from "./valuation.server";

/** Where a valuation request came from, as the dealer's lead records it. */
export interface TradeInVisit {
  url: string;
  userAgent: string | null;
  trail: VisitTrail;
}

async function towardCar(scope: SiteScope, carId: string | null): Promise<TradeInPage["car"]> {
  const id = Number(carId);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [car] = await scope.db
    .select()
    .from(cars)
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, id), eq(cars.show_on_dealer_website, true)))
    .limit(1);
  return car
    ? {
        id: car.id,
        slug: car.slug,
        name: car.name,
        image: car.primary_image_url,
        price: priceDisplay(car, scope.config.vehicle).text,
      }
    : null;
}

type ValuationRow = typeof valuations.$inferSelect;

async function valuationByReference(scope: SiteScope, reference: string | null): Promise<ValuationRow | null> {
  if (!reference || !/^[\w-]{6,32}$/.test(reference)) return null;
  const [row] = await scope.db
    .select()
    .from(valuations)
    .where(and(eq(valuations.site_id, scope.siteId), eq(valuations.reference, reference)));
  return row ?? null;
}

function valuationView(row: ValuationRow, name: string): ValuationView {
  const v = row.vehicle;
  const refusal =
    row.refused_reason === "no_comparables"
      ? VALUATION_MESSAGES.no_comparables
      : row.refused_reason
        ? VALUATION_MESSAGES.too_old_or_far
        : null;
  return {
    reference: row.reference,
    vehicle: [v.year, v.make, v.model, v.badge].filter(Boolean).join(" "),
    km: v.km,
    offer:
      row.estimate_low !== null && row.estimate_high !== null ? offerAmount(row.estimate_low, row.estimate_high) : null,
    low: row.estimate_low,
    high: row.estimate_high,
    refusal,
    offerAccepted: row.offer_accepted,
    name,
  };
}

/** /cars/trade-in?car_id=, /trade-in, /sell-my-car and /sell-your-car (spec 001 section 2): the form, or the estimate asked for. */
export async function tradeInPage(scope: SiteScope, kind: TradeInKind, url: URL, now: Date): Promise<TradeInPage> {
  const row = await valuationByReference(scope, url.searchParams.get("valuation"));
  const car = await towardCar(scope, url.searchParams.get("car_id") ?? (row?.car_id ? String(row.car_id) : null));
  const [lead] = row?.lead_id
    ? await scope.db
        .select({ name: leads.name })
        .from(leads)
        .where(and(eq(leads.site_id, scope.siteId), eq(leads.id, row.lead_id)))
    : [];
  const name = lead?.name ?? "";
  return {
    kind,
    path: url.pathname,
    car,
    valuation: row ? valuationView(row, name) : null,
    today: now.toISOString().slice(0, 10),
    vehicleWord: (await siteStockWords(scope, now)).one,
  };
}

/** Where a valuation is shown: the page with its reference (and the car it trades toward). */
export function valuationHref(page: TradeInPage, reference: string): string {
  const query = new URLSearchParams({ valuation: reference, ...(page.car ? { car_id: String(page.car.id) } : {}) });
  return `${page.path}?${query}`;
}

function tradeInLead(
  scope: SiteScope,
  page: TradeInPage,
  v: TradeInFields,
  reference: string,
  visit: TradeInVisit,
): NewLead {
  const vehicle = [v.year, v.make, v.model, v.badge].filter(Boolean).join(" ");
  return {
    idempotency_key: `valuation:${reference}`,
    category: page.kind === "sell" ? "Sell My Car" : "Trade-In Valuation",
    subcategory: page.car ? `Trade toward the ${page.car.name}` : null,
    name: v.name,
    last_name: v.last_name || null,
    email: v.email,
    phone: localMobile(v.phone) ?? v.phone,
    postcode: v.postcode || null,
    message: `Please value my ${vehicle} with ${kmOf(v).toLocaleString("en-AU")} km.`,
    fields: {
      form: page.kind,
      rego: normaliseRego(v.rego),
      rego_state: regoStateOf(v.rego_state),
      valuation_reference: reference,
      adjustmentAnswers: answersOf(v),
      trade_in_answers: answerLines(answersOf(v), page.vehicleWord),
    },
    url: visit.url,
    source: "Website",
    user_agent: visit.userAgent?.slice(0, 500) ?? null,
    car_id: page.car?.id ?? null,
    lead_attributes: visit.trail,
    spam: false,
  };
}

/** Find my car: what the registry knows of the plate, or null. */
export function lookUpRego(
  scope: SiteScope,
  valuation: Valuation,
  values: TradeInFields,
): Promise<VehicleIdentity | null> {
  return valuation
    .lookup(scope, normaliseRego(values.rego)!, regoStateOf(values.rego_state)!)
    .catch((error: unknown) => {
      logger.warn({ err: error }, "the registration lookup failed");
      return null;
    });
}

/**
 * Get my estimate: the lead is stored for the dealer first, then the Valuation port is asked, the
 * valuation filed and (where the site says so) saved with the lead. The valuation's reference, or
 * null when the lead could not be stored.
 */
export async function valueTradeIn(
  scope: SiteScope,
  deps: { leads: LeadServices; valuation: Valuation },
  page: TradeInPage,
  values: TradeInFields,
  visit: TradeInVisit,
  now: Date,
): Promise<string | null> {
  const reference = randomBytes(9).toString("base64url");
  const sinks = deliverySinks(deps.leads, scope.config);
  const accepted = await acceptLead(
    scope,
    deps.leads,
    tradeInLead(scope, page, values, reference, visit),
    { sinks },
    now,
  );
  if (!accepted.ok) return null;
  const vehicle = {
    year: Number(values.year),
    make: values.make,
    model: values.model,
    badge: values.badge || null,
    km: kmOf(values),
  };
  const outcome = await deps.valuation
    .estimate(
      scope,
      {
        reference,
        vehicle,
        adjustmentAnswers: answersOf(values),
        rego: normaliseRego(values.rego),
        regoState: regoStateOf(values.rego_state),
      },
      now,
    )
    .catch((error: unknown) => {
      logger.error(
        { err: error, site: scope.config.slug },
        "the valuation service failed; the dealer has the lead and will value the car",
      );
      return null;
    });
  const estimate = outcome?.kind === "estimate" ? outcome : null;
  await scope.db.insert(valuations).values({
    site_id: scope.siteId,
    reference,
    rego: normaliseRego(values.rego),
    rego_state: regoStateOf(values.rego_state),
    vehicle,
    adjustment_answers: answersOf(values),
    estimate_low: estimate?.low ?? null,
    estimate_high: estimate?.high ?? null,
    refused_reason: outcome?.kind === "refused" ? outcome.reason : estimate ? null : "no_comparables",
    car_id: page.car?.id ?? null,
    lead_id: accepted.lead_id,
    form_completed: true,
  });
  if (scope.config.trade_in.save_valuation)
    await saveWithValuationLead(scope, reference, "valuation", { reference, ...(outcome ?? { kind: "unavailable" }) });
  return reference;
}

/** Accept offer: recorded with lead_id, form_completed and offer_accepted, here and with the valuation service; false when there is no such estimate. */
export async function acceptValuationOffer(
  scope: SiteScope,
  valuation: Valuation,
  reference: string,
): Promise<boolean> {
  const row = await valuationByReference(scope, reference);
  if (!row || row.estimate_low === null || row.estimate_high === null) return false;
  const offer = offerAmount(row.estimate_low, row.estimate_high);
  await scope.db
    .update(valuations)
    .set({ offer_accepted: true })
    .where(and(eq(valuations.site_id, scope.siteId), eq(valuations.id, row.id)));
  if (row.lead_id !== null)
    await saveLeadColumn(scope, row.lead_id, "valuation", {
      reference,
      offer,
      low: row.estimate_low,
      high: row.estimate_high,
      offer_accepted: true,
    });
  await valuation
    .acceptOffer(scope, reference, {
      lead_id: row.lead_id,
      form_completed: row.form_completed,
      offer_accepted: true,
      offer,
    })
    .catch((error: unknown) =>
      logger.error(
        { err: error, site: scope.config.slug, reference },
        "the valuation service did not take the offer's acceptance; it is recorded here",
      ),
    );
  return true;
}
