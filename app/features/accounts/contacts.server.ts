import { and, eq } from "drizzle-orm";
import { leads, users } from "~/platform/db/schema";
import { addressKey } from "~/platform/security/client-address";
import type { RateLimits } from "~/platform/security/rate-limits.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { localMobile, mobileError } from "./phone-number";
import type { RefusalReason } from "~/platform/forms/refusal";

/** Whether this site knows the phone: a shopper who has signed in, or a lead that gave it. Both are always asked, so the time taken tells nothing. */
export async function contactExists(scope: SiteScope, phone: string): Promise<boolean> {
  const [user, lead] = await Promise.all([
    scope.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.site_id, scope.siteId), eq(users.phone, phone)))
      .limit(1),
    scope.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.site_id, scope.siteId), eq(leads.phone, phone), eq(leads.spam, false)))
      .limit(1),
  ]);
  return user.length > 0 || lead.length > 0;
}

export const CONTACT_LOOKUP_LIMITED = "Too many requests. Please try again later.";

export interface ContactLookup {
  /** Why there is no answer, or null for an answer. */
  refused: RefusalReason | null;
  body: { data: { phone_number: string; exists: boolean } | null; error: string | null };
}

/**
 * Spec 001 section 7, GET /api/check-if-contact-exists: it tells whether a phone has enquired, so it
 * is limited hard (10 look-ups an hour from one address, counted before the number is even read),
 * and a known and an unknown number get the same shape.
 */
export async function lookUpContact(
  scope: SiteScope,
  limits: RateLimits,
  typed: string,
  ip: string,
): Promise<ContactLookup> {
  if (
    !(await limits.take(
      { name: "contact-lookup", points: 10, windowSeconds: 3600 },
      `${scope.config.slug}:${addressKey(ip)}`,
    ))
  ) {
    return { refused: "too-many", body: { data: null, error: CONTACT_LOOKUP_LIMITED } };
  }
  const phone = localMobile(typed);
  if (!phone) return { refused: "invalid", body: { data: null, error: mobileError(typed) } };
  return {
    refused: null,
    body: { data: { phone_number: phone, exists: await contactExists(scope, phone) }, error: null },
  };
}
