import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { deliverySinks, type LeadServices, acceptLead } from "~/features/leads/index.server";
import type { VisitTrail } from "~/features/leads";
import { formatSiteDate, siteToday } from "~/platform/text/dates";
import { promotion_entries, users } from "~/platform/db/schema";
import { logger } from "~/platform/logging/logger.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { claimCode, prizeForRoll, promotionOpen, totalWeight } from "./wheel-rules";

export interface SpinPage {
  title: string;
  description: string;
  terms: string;
  prizes: string[];
  open: boolean;
  /** The last day, as a shopper reads it. */
  endsOn: string | null;
  /** The shopper's spin, once made: one per shopper. */
  entry: { prize: string; prizeIndex: number; code: string } | null;
}

type Entry = typeof promotion_entries.$inferSelect;

/** Where a spin came from, as the dealer's lead records it. */
export interface SpinVisit {
  url: string;
  userAgent: string | null;
  trail: VisitTrail;
}

async function entryOf(scope: SiteScope, promotion: string, userId: number): Promise<Entry | null> {
  const [row] = await scope.db
    .select()
    .from(promotion_entries)
    .where(
      and(
        eq(promotion_entries.site_id, scope.siteId),
        eq(promotion_entries.promotion, promotion),
        eq(promotion_entries.user_id, userId),
      ),
    );
  return row ?? null;
}

/** /spin-to-win (spec 001 sections 2 and 6): the site's prize wheel and the shopper's spin; null where the site runs none. */
export async function spinPage(scope: SiteScope, shopper: { user_id: number }): Promise<SpinPage | null> {
  const promotion = scope.config.promotions.spin_to_win;
  if (!promotion) return null;
  const entry = await entryOf(scope, promotion.slug, shopper.user_id);
  return {
    title: promotion.title,
    description: promotion.description,
    terms: promotion.terms,
    prizes: promotion.prizes.map((p) => p.label),
    open: promotionOpen(promotion.ends_on, siteToday(scope.config.time_zone)),
    endsOn: promotion.ends_on ? formatSiteDate(promotion.ends_on, scope.config.time_zone) : null,
    entry: entry ? { prize: entry.prize, prizeIndex: entry.prize_index, code: entry.code } : null,
  };
}

/** The dealer's lead for a prize won, so it can be honoured; the shopper gets the code by e-mail. */
async function recordWin(scope: SiteScope, leads: LeadServices, entry: Entry, title: string, visit: SpinVisit) {
  const [user] = await scope.db
    .select()
    .from(users)
    .where(and(eq(users.site_id, scope.siteId), eq(users.id, entry.user_id)));
  const sinks = deliverySinks(leads, scope.config, Boolean(user?.email));
  const accepted = await acceptLead(
    scope,
    leads,
    {
      idempotency_key: `spin-to-win:${entry.promotion}:${entry.user_id}`,
      category: "Spin to Win",
      subcategory: title,
      name: user?.first_name ?? null,
      last_name: user?.last_name ?? null,
      email: user?.email ?? null,
      phone: user?.phone ?? null,
      postcode: null,
      message: `Won "${entry.prize}" in ${title}. Claim code ${entry.code}.`,
      fields: { form: "spin-to-win", promotion: entry.promotion, prize: entry.prize, claim_code: entry.code },
      url: visit.url,
      source: "Website",
      user_agent: visit.userAgent?.slice(0, 500) ?? null,
      car_id: null,
      lead_attributes: visit.trail,
      spam: false,
    },
    { sinks },
    new Date(),
  );
  if (accepted.ok && accepted.lead_id !== null)
    await scope.db
      .update(promotion_entries)
      .set({ lead_id: accepted.lead_id })
      .where(eq(promotion_entries.id, entry.id));
  else
    logger.error(
      { site: scope.config.slug, entry: entry.id },
      "a prize's lead was not stored; the entry itself is kept",
    );
}

/**
 * A spin: the prize is drawn on the server by its weight, once per shopper (the database's unique
 * entry decides between two spins at once); the win is stored before the dealer's lead is made.
 */
export async function spin(
  scope: SiteScope,
  leads: LeadServices,
  shopper: { user_id: number },
  visit: SpinVisit,
): Promise<"spun" | "closed" | "none"> {
  const promotion = scope.config.promotions.spin_to_win;
  if (!promotion) return "none";
  if (!promotionOpen(promotion.ends_on, siteToday(scope.config.time_zone))) return "closed";
  const index = prizeForRoll(promotion.prizes, randomInt(totalWeight(promotion.prizes)));
  const [created] = await scope.db
    .insert(promotion_entries)
    .values({
      site_id: scope.siteId,
      promotion: promotion.slug,
      user_id: shopper.user_id,
      prize: promotion.prizes[index]!.label,
      prize_index: index,
      code: claimCode(randomInt),
    })
    .onConflictDoNothing()
    .returning();
  if (created) await recordWin(scope, leads, created, promotion.title, visit);
  return "spun";
}
