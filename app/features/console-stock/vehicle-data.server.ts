import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod/mini";
import type { Database } from "~/platform/db/client.server";
import { cars } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { readVin } from "~/features/cars";

/** What a VIN or rego tells of a vehicle, for the person adding it to confirm (issue 55's quick add). */
export interface VehicleDetails {
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  body: string | null;
  engine_size_litres: number | null;
  fuel: string | null;
  trans: string | null;
  drive: string | null;
}

export type VehicleLookup = { ok: true; details: VehicleDetails } | { ok: false; error: string };

/** The vehicle data port (DESIGN.md, outside services): a VIN or a rego to the vehicle's details. */
export interface VehicleData {
  lookup(scope: SiteScope, query: { vin?: string; rego?: string; state?: string }): Promise<VehicleLookup>;
}

const DETAILS = {
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  body: cars.body,
  engine_size_litres: cars.engine_size_litres,
  fuel: cars.fuel,
  trans: cars.trans,
  drive: cars.drive,
};

const NOT_KNOWN = {
  model: null,
  badge: null,
  body: null,
  engine_size_litres: null,
  fuel: null,
  trans: null,
  drive: null,
};

/**
 * The embedded default, offline: a VIN is checked and read by the standard (its maker and model
 * year), and its model, badge, body, engine, fuel, gearbox and drive are those most cars on the
 * platform with the same maker's code (the first eight characters) and year share. Only those
 * details leave the query: never a dealer, a car or a price of another site. A rego is found in the
 * site's own stock, past and present (a trade-in sold before).
 */
export function localVehicleData(db: Database): VehicleData {
  return {
    async lookup(scope, query) {
      if (query.vin) {
        const read = readVin(query.vin);
        if (!read.ok) return read;
        const [same] = await db
          .select(DETAILS)
          .from(cars)
          .where(
            and(sql`left(${cars.vin}, 8) = ${read.vin.slice(0, 8)}`, sql`substr(${cars.vin}, 10, 1) = ${read.vin[9]}`),
          )
          .groupBy(...Object.values(DETAILS))
          .orderBy(desc(sql`count(*)`))
          .limit(1);
        const details = same ?? { ...NOT_KNOWN, year: read.year, make: read.make };
        return { ok: true, details: { ...details, vin: read.vin, make: details.make ?? read.make } };
      }
      const rego = (query.rego ?? "").replace(/\s/g, "").toUpperCase();
      if (!rego) return { ok: false, error: "Type the VIN or the rego." };
      const [known] = await scope.db
        .select({ ...DETAILS, vin: cars.vin })
        .from(cars)
        .where(and(eq(cars.site_id, scope.siteId), sql`upper(replace(${cars.regplate}, ' ', '')) = ${rego}`))
        .orderBy(desc(cars.updated_at))
        .limit(1);
      return known
        ? { ok: true, details: known }
        : {
            ok: false,
            error: `${rego} has not been in your stock before, and a rego is looked up by the vehicle data service, which this site does not use: type the VIN.`,
          };
    },
  };
}

const Answer = z.object({
  vin: z.nullable(z.string()),
  year: z.nullable(z.number()),
  make: z.nullable(z.string()),
  model: z.nullable(z.string()),
  badge: z.nullable(z.string()),
  body: z.nullable(z.string()),
  engine_size_litres: z.nullable(z.number()),
  fuel: z.nullable(z.string()),
  trans: z.nullable(z.string()),
  drive: z.nullable(z.string()),
});
const LOOKUP_TIMEOUT_MS = 5000;

/**
 * The vendor's API (an Australian source such as Redbook): GET {base}/lookup?vin= or ?rego=&state=,
 * answering the details as JSON; 404 when it does not know the vehicle. A VIN is checked here first.
 */
export function httpVehicleData(
  baseUrl: string,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): VehicleData {
  return {
    async lookup(_scope, query) {
      const url = new URL("lookup", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      if (query.vin) {
        const read = readVin(query.vin);
        if (!read.ok) return read;
        url.searchParams.set("vin", read.vin);
      } else url.searchParams.set("rego", query.rego ?? "");
      if (query.state) url.searchParams.set("state", query.state);
      const response = await fetchImpl(url, {
        headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
      if (response.status === 404) return { ok: false, error: "The vehicle data service does not know this vehicle." };
      if (!response.ok) throw new Error(`Vehicle data answered ${response.status}`);
      return { ok: true, details: z.parse(Answer, await response.json()) };
    },
  };
}
