import { randomBytes } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { localMobile } from "~/features/accounts/phone-number";
import { priceDisplay } from "~/features/cars/price-display";
import { saveLeadColumn } from "~/features/leads/lead-miscellaneous.server";
import { deliverySinks } from "~/features/leads/lead-services.server";
import { saveWithValuationLead } from "./miscellaneous.server";
import type { NewLead } from "~/features/leads/lead-store.server";
import { acceptLead } from "~/features/leads/submit-lead.server";
import { readVisitTrail } from "~/features/leads/visit-trail.server";
import { platformContext, siteContext, type RouteContext } from "~/platform/context";
import { cars, leads, valuations } from "~/platform/db/schema";
import { readFormData, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { logger } from "~/platform/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { answersOf, kmOf, regoStateOf, tradeInSchema, type TradeInFields } from "./valuation-form";
import { normaliseRego, VALUATION_MESSAGES, type EstimateOutcome } from "./valuation-rules";
import type { ValuationRequest, VehicleIdentity } from "./valuation.server";

export type TradeInKind = "trade-in" | "sell";

export interface ValuationView {
  reference: string;
  vehicle: string;
  km: number;
  low: number | null;
  high: number | null;
  refusal: string | null;
  offerAccepted: boolean;
  name: string;
}

export interface TradeInPage {
  kind: TradeInKind;
  path: string;
  /** The car in stock the shopper trades toward (/cars/trade-in?car_id=). */
  car: { id: number; slug: string; name: string; image: string | null; price: string } | null;
  valuation: ValuationView | null;
  today: string;
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
    low: row.estimate_low,
    high: row.estimate_high,
    refusal,
    offerAccepted: row.offer_accepted,
    name,
  };
}

/** /cars/trade-in?car_id=, /trade-in, /sell-my-car and /sell-your-car (spec 001 section 2): not gated. */
export async function loadTradeInPage(
  request: Request,
  context: RouteContext,
  kind: TradeInKind,
): Promise<TradeInPage> {
  const scope = context.get(siteContext);
  const url = new URL(request.url);
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
    today: new Date().toISOString().slice(0, 10),
  };
}

export interface TradeInResult {
  reply: SubmissionResult<string[]>;
  /** What the registration lookup found (or that it found nothing). */
  lookup?: { found: VehicleIdentity | null; message: string | null };
}

function tradeInLead(
  scope: SiteScope,
  page: TradeInPage,
  v: TradeInFields,
  reference: string,
  request: Request,
  trail: NewLead["lead_attributes"],
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
    },
    url: request.headers.get("referer") ?? request.url,
    source: "Website",
    user_agent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    car_id: page.car?.id ?? null,
    lead_attributes: trail,
    spam: false,
  };
}

async function estimateFor(
  context: RouteContext,
  request: ValuationRequest,
  now: Date,
): Promise<EstimateOutcome | null> {
  const scope = context.get(siteContext);
  return context
    .get(platformContext)
    .outside.valuation.estimate(scope, request, now)
    .catch((error: unknown) => {
      logger.error(
        { err: error, site: scope.config.slug },
        "the valuation service failed; the dealer has the lead and will value the car",
      );
      return null;
    });
}

/** Find my car: the registry's answer fills the car's fields. */
async function lookUp(context: RouteContext, values: TradeInFields, reply: SubmissionResult<string[]>) {
  const scope = context.get(siteContext);
  const found = await context
    .get(platformContext)
    .outside.valuation.lookup(scope, normaliseRego(values.rego)!, regoStateOf(values.rego_state)!)
    .catch((error: unknown) => {
      logger.warn({ err: error }, "the registration lookup failed");
      return null;
    });
  const filled: Record<string, string> = found
    ? { year: String(found.year), make: found.make, model: found.model, badge: found.badge ?? "" }
    : {};
  return data<TradeInResult>({
    reply: { ...reply, initialValue: { ...reply.initialValue, ...filled } },
    lookup: { found, message: found ? null : VALUATION_MESSAGES.not_found },
  });
}

/**
 * The valuation form's action. Get my estimate stores the lead for the dealer first, then asks the
 * Valuation port, files the valuation and (where the site says so) saves it with the lead; the
 * shopper lands on the estimate with its Accept offer button.
 */
export async function answerTradeInForm(request: Request, context: RouteContext, page: TradeInPage) {
  const form = await readFormData(request);
  if (form?.get("intent") === "accept") return acceptOffer(context, page, String(form.get("reference") ?? ""));
  const now = new Date();
  const submission = parseWithZod(form ?? new FormData(), { schema: tradeInSchema(now), disableAutoCoercion: true });
  if (!form) return data<TradeInResult>({ reply: submission.reply({ formErrors: [UNREADABLE_FORM] }) }, 400);
  if (submission.status !== "success") return data<TradeInResult>({ reply: submission.reply() }, 400);
  const values = submission.value as unknown as TradeInFields;
  if (values.intent === "lookup") return lookUp(context, values, submission.reply());

  const scope = context.get(siteContext);
  const services = context.get(platformContext).leads;
  const reference = randomBytes(9).toString("base64url");
  const trail = await readVisitTrail(services.trail, request.headers.get("cookie"));
  const sinks = deliverySinks(services, scope.config);
  const accepted = await acceptLead(
    scope,
    services,
    tradeInLead(scope, page, values, reference, request, trail),
    { sinks },
    now,
  );
  if (!accepted.ok)
    return data<TradeInResult>({ reply: submission.reply({ formErrors: [VALUATION_MESSAGES.lead_failed] }) }, 503);

  const vehicle = {
    year: Number(values.year),
    make: values.make,
    model: values.model,
    badge: values.badge || null,
    km: kmOf(values),
  };
  const outcome = await estimateFor(
    context,
    {
      reference,
      vehicle,
      adjustmentAnswers: answersOf(values),
      rego: normaliseRego(values.rego),
      regoState: regoStateOf(values.rego_state),
    },
    now,
  );
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
  const query = new URLSearchParams({ valuation: reference, ...(page.car ? { car_id: String(page.car.id) } : {}) });
  return redirect(`${page.path}?${query}`, 303);
}

/** Accept offer: recorded with lead_id, form_completed and offer_accepted, here and with the valuation service. */
async function acceptOffer(context: RouteContext, page: TradeInPage, reference: string) {
  const scope = context.get(siteContext);
  const row = await valuationByReference(scope, reference);
  if (!row || row.estimate_low === null) throw data("Not found", { status: 404 });
  await scope.db
    .update(valuations)
    .set({ offer_accepted: true })
    .where(and(eq(valuations.site_id, scope.siteId), eq(valuations.id, row.id)));
  if (row.lead_id !== null)
    await saveLeadColumn(scope, row.lead_id, "valuation", {
      reference,
      low: row.estimate_low,
      high: row.estimate_high,
      offer_accepted: true,
    });
  await context
    .get(platformContext)
    .outside.valuation.acceptOffer(scope, reference, {
      lead_id: row.lead_id,
      form_completed: row.form_completed,
      offer_accepted: true,
    })
    .catch((error: unknown) =>
      logger.error(
        { err: error, site: scope.config.slug, reference },
        "the valuation service did not take the offer's acceptance; it is recorded here",
      ),
    );
  const query = new URLSearchParams({ valuation: reference, ...(page.car ? { car_id: String(page.car.id) } : {}) });
  return redirect(`${page.path}?${query}`, 303);
}
