import { createHash } from "node:crypto";
import { financeLeadMessage, type CreateCustomerRequest } from "~/features/finance/customer-application";
import { FINANCE_MESSAGES } from "~/features/finance/finance-form-rules";
import type { FinancePartner } from "~/features/finance/finance-partner.server";
import { deliverySinks, type LeadServices, acceptLead, type NewLead } from "~/features/leads/index.server";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

export type HandOverAnswer =
  | { ok: true; redirectUrl: string; lead_id: number | null }
  | { ok: false; reason: "unavailable" | "upstream-failed"; error: string; lead_id: number | null };

export interface HandOverMeta {
  ip: string;
  userAgent: string | null;
  url: string | null;
  now: Date;
}

/** The finance enquiry the dealer receives: category Finance Enquiry with every finance form value. */
function financeLead(request: CreateCustomerRequest, meta: HandOverMeta): NewLead & { idempotency_key: string } {
  const { data, additionalData } = request;
  const { lead_attributes, ...fields } = additionalData;
  // One application, sent twice (a double click, a retry after a lost answer), is one lead.
  const key = createHash("sha256")
    .update(JSON.stringify([data, fields.car_id, meta.now.toISOString().slice(0, 13)]))
    .digest("base64url");
  return {
    idempotency_key: `finance:${key}`,
    category: "Finance Enquiry",
    subcategory: null,
    name: data.firstName,
    last_name: data.lastName,
    email: data.email,
    phone: data.phoneNumber,
    postcode: data.postCode,
    message: financeLeadMessage(data, fields.whoIsHelping),
    fields: { ...fields, opt_in: data.subscribe },
    url: meta.url,
    source: "Website",
    user_agent: meta.userAgent,
    car_id: typeof fields.car_id === "number" ? fields.car_id : null,
    lead_attributes,
    spam: false,
  };
}

/** Where the partner may send the shopper: its own web address, or a page of this site. */
function safePartnerUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    return ["https:", "http:"].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Spec 001 section 7, create-customer: the finance enquiry is stored for the dealer in parallel
 * with the partner's customer creation, so the shopper waits for the slower of the two, not both.
 * The lead is kept whatever the partner answers; a lead that could not be stored answers in the
 * spec's words even when the partner took the application.
 */
export async function handOver(
  scope: SiteScope,
  leads: LeadServices,
  partner: FinancePartner,
  request: CreateCustomerRequest,
  meta: HandOverMeta,
): Promise<HandOverAnswer> {
  const lead = financeLead(request, meta);
  const [accepted, customer] = await Promise.all([
    acceptLead(scope, leads, lead, { sinks: deliverySinks(leads, scope.config) }, meta.now),
    partner.createCustomer(scope.siteId, { ...request, leadKey: lead.idempotency_key }).then(
      (answer) => ({ ok: true as const, answer }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  if (!accepted.ok) return { ok: false, reason: "unavailable", error: FINANCE_MESSAGES.leadFailed, lead_id: null };
  if (!customer.ok) {
    logger.error(
      { err: customer.error, site: scope.config.slug, lead_id: accepted.lead_id, lead_kept: true },
      FINANCE_MESSAGES.customerFailedLog,
    );
    return { ok: false, reason: "upstream-failed", error: FINANCE_MESSAGES.customerFailed, lead_id: accepted.lead_id };
  }
  const redirectUrl = safePartnerUrl(customer.answer.redirectUrl);
  if (!redirectUrl)
    return { ok: false, reason: "upstream-failed", error: FINANCE_MESSAGES.noRedirect, lead_id: accepted.lead_id };
  return { ok: true, redirectUrl, lead_id: accepted.lead_id };
}
