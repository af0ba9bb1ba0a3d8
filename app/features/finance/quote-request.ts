import { z } from "zod";
import { CREDIT_SCORES } from "./finance-quote";

/** The body of POST /api/youx/quote (spec 000 section 7): credit score GREAT and a 5-year term unless given. */
export const QuoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES).default("GREAT"),
  purchasePrice: z.coerce.number().positive().max(10_000_000),
  loanTerm: z.coerce.number().int().min(1).max(7).default(5),
  year: z.coerce.number().int().min(1900).max(2100).nullable().default(null),
  vin: z.string().max(32).nullable().default(null),
  nvic: z.string().max(32).nullable().default(null),
  whoIsHelping: z.string().max(200).default(""),
});
