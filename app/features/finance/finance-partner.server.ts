import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Database } from "~/platform/db/client.server";
import { finance_applications } from "~/platform/db/schema";
import type { CustomerApplication } from "./customer-application";
import { localQuote, type FinanceQuote, type QuoteRequest } from "./finance-quote";

/** The finance partner's answer to a new customer: where the shopper continues the application. */
export interface CustomerAnswer {
  redirectUrl: string | null;
}

/** The finance partner port (DESIGN.md, outside services): a quick quote, and a customer handed over to apply. */
export interface FinancePartner {
  quote(request: QuoteRequest): Promise<FinanceQuote>;
  createCustomer(siteId: number, application: CustomerApplication): Promise<CustomerAnswer>;
}

/** The local partner's application page; the reference is unguessable. */
export const localApplicationPath = (reference: string) => `/finance-partner/applications/${reference}`;

/**
 * The embedded default: the local quote engine (a real amortised answer), and applications stored
 * as a partner would store them, shown on the local partner page the shopper is sent to.
 */
export function localFinancePartner(db: Database, now: () => Date = () => new Date()): FinancePartner {
  return {
    quote: async (request) => localQuote(request, now()),
    async createCustomer(siteId, application) {
      const reference = randomBytes(12).toString("base64url");
      await db.insert(finance_applications).values({
        site_id: siteId,
        reference,
        data: { ...application.data },
        additional_data: { ...application.additionalData },
        lead_key: application.leadKey,
      });
      return { redirectUrl: localApplicationPath(reference) };
    },
  };
}

const QuoteAnswer = z.object({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});
const CustomerReply = z.object({ redirectUrl: z.string().url().nullish() });
const PARTNER_TIMEOUT_MS = 8000;

/**
 * The partner's own API: POST {base}/quote and POST {base}/customers with the spec's payloads, a
 * bearer key when one is given; any other answer is an error.
 */
export function httpFinancePartner(
  baseUrl: string,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): FinancePartner {
  const post = async (path: string, body: unknown) => {
    const response = await fetchImpl(new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`), {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PARTNER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`Finance partner answered ${response.status} to ${path}`);
    return response.json() as Promise<unknown>;
  };
  return {
    quote: async (request) => QuoteAnswer.parse(await post("quote", request)),
    async createCustomer(_siteId, application) {
      const reply = CustomerReply.parse(
        await post("customers", { data: application.data, additionalData: application.additionalData }),
      );
      return { redirectUrl: reply.redirectUrl ?? null };
    },
  };
}
