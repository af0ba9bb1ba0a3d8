import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { recordEvent } from "~/features/analytics/index.server";
import { dealerships, one_time_codes, users, verifications } from "~/platform/db/schema";
import { addressKey } from "~/platform/security/client-address";
import { logger } from "~/platform/logging/logger.server";
import type { RateLimits, RateRule } from "~/platform/security/rate-limits.server";
import { sameSignature, sign } from "~/platform/security/signed-value.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import {
  CODE_SEND_TIMEOUT_MS,
  CODE_TTL_MS,
  codeCheck,
  codeCheckMessage,
  type CodeCheck,
  codeError,
  MAX_CODE_ATTEMPTS,
  newCode,
  SEND_TIMEOUT_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from "./one-time-code";
import { internationalMobile, localMobile, mobileError } from "./phone-number";
import type { Shopper } from "./shopper";
import type { SmsSender } from "./sms-sender.server";
import { EVENTS } from "~/features/analytics";
import type { RefusalReason } from "~/platform/forms/refusal";

export const SEND_FAILED_MESSAGE = "We couldn't send the code. Please try again.";

export interface CodeServices {
  secret: string;
  sms: SmsSender;
  limits: RateLimits;
  /** 15,000 ms (spec 001 section 9); shorter only in tests. */
  sendTimeoutMs?: number;
}

export type SignInAnswer<T> =
  { ok: true; value: T } | { ok: false; reason: RefusalReason; error: string; field?: "phone" | "code" };

const hashCode = (secret: string, siteId: number, phone: string, code: string) =>
  sign(secret, `otp:${siteId}:${phone}:${code}`);

/** accounts.verification_rate_limit: codes sent to one phone, and from one address, in the window. */
function codeRules(scope: SiteScope, phone: string, ip: string): [RateRule, string][] {
  const { per_phone, per_ip, window_minutes } = scope.config.accounts.verification_rate_limit;
  const windowSeconds = Math.round(window_minutes * 60);
  return [
    [{ name: "code-phone", points: per_phone, windowSeconds }, `${scope.config.slug}:${phone}`],
    [{ name: "code-address", points: per_ip, windowSeconds }, `${scope.config.slug}:${addressKey(ip)}`],
  ];
}

/** Spec 001 section 7, POST /api/rate-limit: may another code go to this phone from this address now? */
export async function verificationAllowed(
  scope: SiteScope,
  limits: RateLimits,
  phone: string,
  ip: string,
): Promise<boolean> {
  const answers = await Promise.all(codeRules(scope, phone, ip).map(([rule, key]) => limits.allows(rule, key)));
  return answers.every(Boolean);
}

/** Counts one code sent; false when either limit is already used up. */
async function takeCodeSend(scope: SiteScope, limits: RateLimits, phone: string, ip: string): Promise<boolean> {
  if (!(await verificationAllowed(scope, limits, phone, ip))) return false;
  const taken = await Promise.all(codeRules(scope, phone, ip).map(([rule, key]) => limits.take(rule, key)));
  return taken.every(Boolean);
}

async function withinSendTimeout(
  send: (signal: AbortSignal) => Promise<void>,
  ms: number,
): Promise<"sent" | "timeout"> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timeout");
    }, ms);
  });
  return Promise.race([send(controller.signal).then(() => "sent" as const), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

async function userIdFor(scope: SiteScope, phone: string): Promise<number | null> {
  const [user] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.site_id, scope.siteId), eq(users.phone, phone)));
  return user?.id ?? null;
}

async function primaryDealershipSlug(scope: SiteScope): Promise<string | null> {
  const [first] = await scope.db
    .select({ slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.site_id, scope.siteId))
    .orderBy(dealerships.id)
    .limit(1);
  return first?.slug ?? null;
}

async function logVerification(
  scope: SiteScope,
  type: "sms" | "verify",
  userId: number | null,
  dealershipSlug: string | null,
) {
  await scope.db.insert(verifications).values({
    site_id: scope.siteId,
    website_slug: scope.config.slug,
    dealership_slug: dealershipSlug,
    verification_type: type,
    user_id: userId,
  });
}

/**
 * Sends a new code to the typed mobile: validated, within the limits, stored hashed (superseding the
 * last), then sent within 15,000 ms. The send is logged as a verification row and event 36.
 */
export async function sendSignInCode(
  scope: SiteScope,
  services: CodeServices,
  typedPhone: string,
  ip: string,
  now: Date,
  page = "/sign-in",
): Promise<SignInAnswer<string>> {
  const invalid = mobileError(typedPhone);
  const phone = localMobile(typedPhone);
  if (invalid || !phone) return { ok: false, reason: "invalid", error: invalid ?? "", field: "phone" };
  if (!(await takeCodeSend(scope, services.limits, phone, ip)))
    return { ok: false, reason: "too-many", error: TOO_MANY_ATTEMPTS_MESSAGE };
  const code = newCode(() => randomInt(2 ** 32 - 1));
  const [stored] = await scope.db.transaction(async (tx) => {
    await tx
      .update(one_time_codes)
      .set({ superseded_at: now })
      .where(
        and(
          eq(one_time_codes.site_id, scope.siteId),
          eq(one_time_codes.phone, phone),
          isNull(one_time_codes.consumed_at),
          isNull(one_time_codes.superseded_at),
        ),
      );
    return tx
      .insert(one_time_codes)
      .values({
        site_id: scope.siteId,
        phone,
        code_hash: hashCode(services.secret, scope.siteId, phone, code),
        requested_ip: ip,
        expires_at: new Date(now.getTime() + CODE_TTL_MS),
        created_at: now,
      })
      .returning({ id: one_time_codes.id });
  });
  const body = `${code} is your ${scope.config.name} verification code. It expires in 5 minutes.`;
  const sent = await withinSendTimeout(
    (signal) => services.sms.send({ site_id: scope.siteId, to: internationalMobile(phone), body }, signal),
    services.sendTimeoutMs ?? CODE_SEND_TIMEOUT_MS,
  ).catch((error: unknown) => {
    logger.error({ err: error, site: scope.config.slug }, "sign-in code could not be sent");
    return "failed" as const;
  });
  if (sent !== "sent") {
    await scope.db.update(one_time_codes).set({ superseded_at: now }).where(eq(one_time_codes.id, stored!.id));
    return sent === "timeout"
      ? { ok: false, reason: "upstream-timeout", error: SEND_TIMEOUT_MESSAGE }
      : { ok: false, reason: "upstream-failed", error: SEND_FAILED_MESSAGE };
  }
  await logVerification(scope, "sms", await userIdFor(scope, phone), await primaryDealershipSlug(scope));
  await recordEvent(scope, { event_id: EVENTS.CODE_SENT, label: "Code sent", url: page, car_id: null });
  return { ok: true, value: phone };
}

export interface NewUserDetails {
  first_name: string;
  last_name: string;
  email: string;
}

/** Counts one try of the phone's newest code; the try counts even when the code is wrong. */
async function tryNewestCode(
  scope: SiteScope,
  phone: string,
  now: Date,
): Promise<{ code: typeof one_time_codes.$inferSelect } | { check: Exclude<CodeCheck, "usable"> }> {
  const [newest] = await scope.db
    .select()
    .from(one_time_codes)
    .where(and(eq(one_time_codes.site_id, scope.siteId), eq(one_time_codes.phone, phone)))
    .orderBy(desc(one_time_codes.id))
    .limit(1);
  if (!newest) return { check: "used" };
  const check = codeCheck(newest, now);
  if (check !== "usable") return { check };
  const [tried] = await scope.db
    .update(one_time_codes)
    .set({ attempts: sql`${one_time_codes.attempts} + 1` })
    .where(
      and(
        eq(one_time_codes.id, newest.id),
        lt(one_time_codes.attempts, MAX_CODE_ATTEMPTS),
        isNull(one_time_codes.consumed_at),
        isNull(one_time_codes.superseded_at),
      ),
    )
    .returning();
  return tried ? { code: tried } : { check: "attempts-exhausted" };
}

async function signUpOrIn(
  scope: SiteScope,
  phone: string,
  details: NewUserDetails,
  dealershipSlug: string | null,
): Promise<number> {
  await scope.db
    .insert(users)
    .values({
      site_id: scope.siteId,
      phone,
      first_name: details.first_name || null,
      last_name: details.last_name || null,
      email: details.email || null,
      website: scope.config.slug,
      dealership_slug: dealershipSlug,
    })
    // A shopper who signed in before without a name or e-mail keeps what they give now; nothing given is overwritten.
    .onConflictDoUpdate({
      target: [users.site_id, users.phone],
      set: {
        first_name: sql`coalesce(${users.first_name}, excluded.first_name)`,
        last_name: sql`coalesce(${users.last_name}, excluded.last_name)`,
        email: sql`coalesce(${users.email}, excluded.email)`,
      },
    });
  const id = await userIdFor(scope, phone);
  if (id === null) throw new Error("The user could not be stored");
  return id;
}

/**
 * Checks the code typed for the phone. Right: the code is used up, the user is made on first sign-in
 * (with the spec's metadata), and the check is logged as a verification row and event 37. The
 * sign-in page and the finance form both verify a mobile with it; `page` says which.
 */
export async function verifySignInCode(
  scope: SiteScope,
  secret: string,
  typedPhone: string,
  typedCode: string,
  details: NewUserDetails,
  now: Date,
  page = "/sign-in",
): Promise<SignInAnswer<Shopper>> {
  const phone = localMobile(typedPhone);
  if (!phone) return { ok: false, reason: "invalid", error: mobileError(typedPhone) ?? "", field: "phone" };
  const badCode = codeError(typedCode);
  if (badCode) return { ok: false, reason: "invalid", error: badCode, field: "code" };
  const tried = await tryNewestCode(scope, phone, now);
  if ("check" in tried) return { ok: false, reason: "invalid", error: codeCheckMessage(tried.check), field: "code" };
  const right = sameSignature(tried.code.code_hash, hashCode(secret, scope.siteId, phone, typedCode.trim()));
  const wrongMessage = codeCheckMessage(tried.code.attempts >= MAX_CODE_ATTEMPTS ? "attempts-exhausted" : "wrong");
  if (!right) return { ok: false, reason: "invalid", error: wrongMessage, field: "code" };
  const [used] = await scope.db
    .update(one_time_codes)
    .set({ consumed_at: now })
    .where(and(eq(one_time_codes.id, tried.code.id), isNull(one_time_codes.consumed_at)))
    .returning({ id: one_time_codes.id });
  if (!used) return { ok: false, reason: "invalid", error: codeCheckMessage("used"), field: "code" };
  const dealershipSlug = await primaryDealershipSlug(scope);
  const userId = await signUpOrIn(scope, phone, details, dealershipSlug);
  await logVerification(scope, "verify", userId, dealershipSlug);
  await recordEvent(scope, { event_id: EVENTS.CODE_VERIFIED, label: "Code verified", url: page, car_id: null });
  return { ok: true, value: { user_id: userId, phone } };
}
