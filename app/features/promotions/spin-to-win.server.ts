import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { requireShopper } from "~/features/accounts/require-shopper.server";
import { deliverySinks, type LeadServices } from "~/features/leads/lead-services.server";
import { acceptLead } from "~/features/leads/submit-lead.server";
import { readVisitTrail } from "~/features/leads/visit-trail.server";
import { platformContext, siteContext, type RouteContext } from "~/platform/context";
import { formatSiteDate, siteToday } from "~/platform/dates";
import { promotion_entries, users } from "~/platform/db/schema";
import { logger } from "~/platform/logger.server";
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

function promotionOf(scope: SiteScope) {
  const promotion = scope.config.promotions.spin_to_win;
  if (!promotion) throw data("Not found", { status: 404 });
  return promotion;
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

/** /spin-to-win (spec 001 sections 2 and 6): the site's prize wheel, always gated by sign-in. */
export async function loadSpinPage(request: Request, context: RouteContext): Promise<SpinPage> {
  const shopper = await requireShopper(request, context, "spin-to-win");
  const scope = context.get(siteContext);
  const promotion = promotionOf(scope);
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
async function recordWin(scope: SiteScope, leads: LeadServices, entry: Entry, title: string, request: Request) {
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
      url: request.url,
      source: "Website",
      user_agent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
      car_id: null,
      lead_attributes: await readVisitTrail(leads.trail, request.headers.get("cookie")),
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
 * Spin: the prize is drawn on the server by its weight, once per shopper (the database's unique
 * entry decides between two spins at once); the win is stored before the dealer's lead is made.
 */
export async function answerSpin(request: Request, context: RouteContext) {
  const shopper = await requireShopper(request, context, "spin-to-win");
  const scope = context.get(siteContext);
  const promotion = promotionOf(scope);
  if (!promotionOpen(promotion.ends_on, siteToday(scope.config.time_zone))) return redirect("/spin-to-win", 303);
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
  if (created) await recordWin(scope, context.get(platformContext).leads, created, promotion.title, request);
  return redirect("/spin-to-win", 303);
}
