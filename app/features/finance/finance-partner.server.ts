import { z } from "zod";
import { localQuote, type FinanceQuote, type QuoteRequest } from "./finance-quote";

/** The finance partner port (DESIGN.md, outside services): a quick quote for a purchase. */
export interface FinancePartner {
  quote(request: QuoteRequest): Promise<FinanceQuote>;
}

/** The embedded default: the local quote engine, a real amortised answer. */
export function localFinancePartner(now: () => Date = () => new Date()): FinancePartner {
  return { quote: async (request) => localQuote(request, now()) };
}

const QuoteAnswer = z.object({ weeklyRepaymentAmount: z.number(), advertisedRate: z.number(), comparisonRate: z.number() });
const QUOTE_TIMEOUT_MS = 8000;

/** The partner's own API: POST {base}/quote with the spec's payload; any other answer is an error. */
export function httpFinancePartner(baseUrl: string, apiKey: string | undefined, fetchImpl: typeof fetch = fetch): FinancePartner {
  return {
    async quote(request) {
      const response = await fetchImpl(new URL("quote", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`), {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(QUOTE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Finance partner answered ${response.status}`);
      return QuoteAnswer.parse(await response.json());
    },
  };
}
