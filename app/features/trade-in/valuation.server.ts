import { createHash } from "node:crypto";
import { and, asc, eq, gt, gte, ilike, isNull, or, sql } from "drizzle-orm";
import { escapeLike } from "~/features/search/index.server";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import {
  estimateTradeIn,
  MIN_COMPARABLES,
  ONLINE_ESTIMATE_MAX_AGE_YEARS,
  type AdjustmentAnswer,
  type EstimateOutcome,
  type RegoState,
} from "./valuation-rules";

export interface VehicleIdentity {
  year: number;
  make: string;
  model: string;
  badge: string | null;
}

export interface ValuationRequest {
  /** Our valuation's reference: the vendor's record is filed under it. */
  reference: string;
  vehicle: VehicleIdentity & { km: number };
  adjustmentAnswers: AdjustmentAnswer[];
  rego: string | null;
  regoState: RegoState | null;
}

export interface OfferAcceptance {
  lead_id: number | null;
  form_completed: boolean;
  offer_accepted: boolean;
  /** The amount accepted, in dollars. */
  offer: number;
}

/**
 * The Valuation port (spec 000 section 7, valuation calls; spec 001 section 12, "a third-party
 * independent valuation provider"): rego and state lookup, the estimate from the adjustment answers,
 * and the offer acceptance.
 */
export interface Valuation {
  lookup(scope: SiteScope, rego: string, state: RegoState): Promise<VehicleIdentity | null>;
  estimate(scope: SiteScope, request: ValuationRequest, now: Date): Promise<EstimateOutcome>;
  acceptOffer(scope: SiteScope, reference: string, acceptance: OfferAcceptance): Promise<{ valid_until: string }>;
}

const YEAR_WINDOW = 2;

/** The FAQ: an accepted offer stands for 7 days. */
const OFFER_DAYS = 7;

/**
 * The embedded default. Its registry resolves a plate to one of the recent cars in the market our
 * database knows (never the site's motorcycles or caravans: the form values a car), the same one
 * every time, as a registry would; the estimate comes from
 * comparable cars in the site's own stock (same make and model within two model years, sold ones
 * included).
 */
export const localValuation: Valuation = {
  async lookup(scope, rego, state) {
    const since = new Date().getFullYear() - ONLINE_ESTIMATE_MAX_AGE_YEARS;
    const known = await scope.db
      .selectDistinct({ year: cars.year, make: cars.make, model: cars.model, badge: cars.badge })
      .from(cars)
      .where(
        and(
          eq(cars.site_id, scope.siteId),
          gte(cars.year, since),
          gt(cars.price, 0),
          or(isNull(cars.item_type), sql`lower(${cars.item_type}) = 'car'`),
        ),
      )
      .orderBy(asc(cars.make), asc(cars.model), asc(cars.year), asc(cars.badge));
    if (known.length === 0) return null;
    const pick = createHash("sha256").update(`${state}:${rego}`).digest().readUInt32BE(0) % known.length;
    return known[pick]!;
  },
  async estimate(scope, request, now) {
    const { vehicle } = request;
    const sameModel = await scope.db
      .select({ year: cars.year, km: cars.km, price: cars.price })
      .from(cars)
      .where(
        and(
          eq(cars.site_id, scope.siteId),
          ilike(cars.make, escapeLike(vehicle.make)),
          ilike(cars.model, escapeLike(vehicle.model)),
          gt(cars.price, 0),
        ),
      );
    const near = sameModel.filter((c) => Math.abs(c.year - vehicle.year) <= YEAR_WINDOW);
    // Close model years when there are enough; else every year of the model, each brought to this car's year.
    return estimateTradeIn(vehicle, near.length >= MIN_COMPARABLES ? near : sameModel, request.adjustmentAnswers, now);
  },
  async acceptOffer() {
    return { valid_until: new Date(Date.now() + OFFER_DAYS * 86_400_000).toISOString().slice(0, 10) };
  },
};

/** A valuation vendor over HTTP: GET the registration, POST the valuation, POST the offer's acceptance. */
export function httpValuation(baseUrl: string, apiKey: string | undefined, timeoutMs = 10_000): Valuation {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(new URL(path, base), {
      method: body === undefined ? "GET" : "POST",
      headers: {
        accept: "application/json",
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`The valuation service answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    async lookup(_scope, rego, state) {
      const found = await call(`registrations/${encodeURIComponent(state)}/${encodeURIComponent(rego)}`);
      if (!found || typeof found.year !== "number" || typeof found.make !== "string" || typeof found.model !== "string")
        return null;
      return {
        year: found.year,
        make: found.make,
        model: found.model,
        badge: typeof found.badge === "string" ? found.badge : null,
      };
    },
    async estimate(_scope, request) {
      const answer = await call("valuations", {
        external_id: request.reference,
        rego: request.rego,
        regoState: request.regoState,
        vehicle: request.vehicle,
        adjustmentAnswers: request.adjustmentAnswers,
      });
      if (answer && typeof answer.low === "number" && typeof answer.high === "number")
        return { kind: "estimate", low: answer.low, high: answer.high, comparables: Number(answer.comparables ?? 0) };
      return { kind: "refused", reason: answer?.reason === "no_comparables" ? "no_comparables" : "too_old_or_far" };
    },
    async acceptOffer(_scope, reference, acceptance) {
      const answer = await call(`valuations/${encodeURIComponent(reference)}/offer`, acceptance);
      return { valid_until: typeof answer?.valid_until === "string" ? answer.valid_until : "" };
    },
  };
}
