import { formatMoney } from "~/ui/format";
import { z } from "zod";
import { CREDIT_HISTORY_LABELS } from "./finance-form-rules";
import { CREDIT_SCORES } from "./finance-quote";

/**
 * Spec 001 section 7, POST /api/youx/create-customer: `data` is what the finance partner needs to
 * open an application; `additionalData` is the whole finance form with the car and the visit, as
 * the lead records it.
 */
export const CustomerDataSchema = z.object({
  nvic: z.string().max(32).nullable().default(null),
  vin: z.string().max(32).nullable().default(null),
  selfAssessedCreditScore: z.enum(CREDIT_SCORES).default("GREAT"),
  purchasePrice: z.coerce.number().positive().max(10_000_000),
  year: z.coerce.number().int().min(1900).max(2100).nullable().default(null),
  loanTerm: z.coerce.number().int().min(1).max(7).default(5),
  phoneNumber: z.string().min(1).max(20),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  email: z.string().trim().email().max(254),
  subscribe: z.boolean().default(false),
  postCode: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .default(null),
});
export type CustomerData = z.infer<typeof CustomerDataSchema>;

const VisitAttributes = z.object({
  visited_pages: z.array(z.string().max(500)).max(50).default([]),
  linked_query_params: z.record(z.string(), z.string().max(500)).default({}),
});

export const AdditionalDataSchema = z
  .object({
    purchasePrice: z.coerce.number().optional(),
    loanTerm: z.coerce.number().optional(),
    car_id: z.coerce.number().int().positive().nullable().default(null),
    vin: z.string().max(32).nullable().default(null),
    dealership_slug: z.string().max(100).nullable().default(null),
    car_type: z.string().max(20).nullable().default(null),
    postcode: z.string().max(4).nullable().default(null),
    whoIsHelping: z.string().max(100).default(""),
    subscribe: z.boolean().default(false),
    lead_attributes: VisitAttributes.default({ visited_pages: [], linked_query_params: {} }),
    category: z.literal("Finance Enquiry").default("Finance Enquiry"),
  })
  .catchall(z.unknown());
export type AdditionalData = z.infer<typeof AdditionalDataSchema>;

export const CreateCustomerBody = z.object({ data: CustomerDataSchema, additionalData: AdditionalDataSchema });
export type CreateCustomerRequest = z.infer<typeof CreateCustomerBody>;

/**
 * What the partner is handed: the request, and the key of the finance enquiry's lead, which is
 * stored for the dealer at the same time (spec 001 section 7), so the two can be matched.
 */
export interface CustomerApplication extends CreateCustomerRequest {
  leadKey: string;
}

/** The car an application is about, as the form page read it. */
export interface ApplicationCar {
  id: number;
  year: number | null;
  vin: string | null;
  nvic: string | null;
  dealership_slug: string | null;
  car_type: string;
  description: string;
}

export interface FinanceFormValues {
  amount: number;
  term: number;
  selfAssessedCreditScore: (typeof CREDIT_SCORES)[number];
  whoIsHelping: string;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  subscribe: boolean;
}

/** The create-customer request the finance form makes (spec 001 section 7), with the phone in its local form. */
export function customerRequest(
  values: FinanceFormValues,
  car: ApplicationCar | null,
  visit: AdditionalData["lead_attributes"],
): CreateCustomerRequest {
  const postcode = values.postcode || null;
  return {
    data: {
      nvic: car?.nvic ?? null,
      vin: car?.vin ?? null,
      selfAssessedCreditScore: values.selfAssessedCreditScore,
      purchasePrice: values.amount,
      year: car?.year ?? null,
      loanTerm: values.term,
      phoneNumber: values.phone,
      firstName: values.name,
      lastName: values.last_name,
      email: values.email,
      subscribe: values.subscribe,
      postCode: postcode,
    },
    additionalData: {
      ...values,
      purchasePrice: values.amount,
      loanTerm: values.term,
      car_id: car?.id ?? null,
      vin: car?.vin ?? null,
      dealership_slug: car?.dealership_slug ?? null,
      car_type: car?.car_type ?? null,
      postcode,
      whoIsHelping: values.whoIsHelping,
      subscribe: values.subscribe,
      lead_attributes: visit,
      category: "Finance Enquiry",
      car_year: car?.year ?? null,
      car_description: car?.description ?? null,
      tags: ["Finance"],
    },
  };
}

/**
 * What the dealer reads of a finance enquiry (spec 001 §5, issue 37): the price, term, credit history
 * and who is helping the shopper chose, in the lead's message, so its e-mail and ADF/XML carry them.
 */
export function financeLeadMessage(data: CustomerData, whoIsHelping: string): string {
  const lines = [
    `Purchase price: ${formatMoney(Math.round(data.purchasePrice))}`,
    `Loan term: ${data.loanTerm} ${data.loanTerm === 1 ? "year" : "years"}`,
    `Credit history: ${CREDIT_HISTORY_LABELS[data.selfAssessedCreditScore]}`,
  ];
  if (whoIsHelping.trim()) lines.push(`Who's helping: ${whoIsHelping.trim()}`);
  return lines.join("\n");
}
