import { and, eq } from "drizzle-orm";
import webpush from "web-push";
import { recordAudit } from "~/features/console-staff/index.server";
import type { Database } from "~/platform/db/client.server";
import { platform_secrets, push_subscriptions } from "~/platform/db/schema";
import { outboundFetch } from "~/platform/http/outbound.server";
import { pushSends } from "~/platform/metrics/metrics.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/**
 * Web push to staff phones and desktops (issue 54), with the `web-push` library for the protocol
 * (VAPID signing, payload encryption) and the platform's outbound guard for the request itself: a
 * subscription's endpoint is an address a browser gave us, so it is never allowed to reach this
 * machine or a private network (unless PUSH_ALLOW_PRIVATE, for a test push service).
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SECRET = "vapid";

/** The platform's VAPID key pair: made once, kept in the database, the same for every instance and restart. */
export async function vapidKeys(db: Database): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(platform_secrets)
    .values({ name: VAPID_SECRET, value: JSON.stringify(made) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: platform_secrets.value })
    .from(platform_secrets)
    .where(eq(platform_secrets.name, VAPID_SECRET));
  if (!row) throw new Error("The push keys could not be stored");
  return JSON.parse(row.value) as VapidKeys;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A subscription as a browser's PushSubscription.toJSON() gives it, checked; null when it is not one. */
export function readSubscription(input: unknown, allowPlainHttp: boolean): PushSubscriptionInput | null {
  const given = (input ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  const { endpoint } = given;
  const p256dh = given.keys?.p256dh;
  const auth = given.keys?.auth;
  if (typeof endpoint !== "string" || endpoint.length > 2000) return null;
  if (!(endpoint.startsWith("https://") || (allowPlainHttp && endpoint.startsWith("http://")))) return null;
  const key = /^[\w-]{8,200}$/;
  if (typeof p256dh !== "string" || typeof auth !== "string" || !key.test(p256dh) || !key.test(auth)) return null;
  return { endpoint, keys: { p256dh, auth } };
}

/** Keeps this browser's subscription for this staff member on this site (a re-subscribe replaces it). */
export async function saveSubscription(
  scope: SiteScope,
  staffId: number,
  subscription: PushSubscriptionInput,
  userAgent: string | null,
): Promise<void> {
  const row = {
    site_id: scope.siteId,
    staff_id: staffId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    user_agent: userAgent?.slice(0, 300) ?? null,
  };
  await scope.db.transaction(async (tx) => {
    await tx
      .insert(push_subscriptions)
      .values(row)
      .onConflictDoUpdate({ target: [push_subscriptions.site_id, push_subscriptions.endpoint], set: row });
    await recordAudit(tx, scope.siteId, {
      staffId,
      action: "push.subscribe",
      entity: "staff",
      entityId: staffId,
      after: { device: row.user_agent },
    });
  });
}

/** Forgets one of this staff member's subscriptions (they turned notifications off on that browser). */
export async function removeSubscription(scope: SiteScope, staffId: number, endpoint: string): Promise<void> {
  await scope.db.transaction(async (tx) => {
    await tx
      .delete(push_subscriptions)
      .where(
        and(
          eq(push_subscriptions.site_id, scope.siteId),
          eq(push_subscriptions.staff_id, staffId),
          eq(push_subscriptions.endpoint, endpoint),
        ),
      );
    await recordAudit(tx, scope.siteId, { staffId, action: "push.unsubscribe", entity: "staff", entityId: staffId });
  });
}

/** How many browsers will be told of this staff member's leads on this site. */
export async function subscriptionsOf(scope: SiteScope, staffId: number) {
  return scope.db
    .select()
    .from(push_subscriptions)
    .where(and(eq(push_subscriptions.site_id, scope.siteId), eq(push_subscriptions.staff_id, staffId)));
}

export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens: the lead. */
  url: string;
  /** One notification per lead: a later one replaces it. */
  tag: string;
}

export interface PushSender {
  /** Sends to every browser of this staff member; answers how many took it. A gone subscription is forgotten. */
  send(scope: SiteScope, staffId: number, message: PushMessage): Promise<number>;
  publicKey(): Promise<string>;
}

export function webPushSender(db: Database, options: { allowPrivate: boolean; subject: (scope: SiteScope) => string }) {
  let keys: Promise<VapidKeys> | null = null;
  const ownKeys = () => (keys ??= vapidKeys(db).catch((error: unknown) => ((keys = null), Promise.reject(error))));

  async function sendOne(scope: SiteScope, row: typeof push_subscriptions.$inferSelect, payload: string) {
    const vapid = await ownKeys();
    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: { subject: options.subject(scope), ...vapid },
        TTL: 15 * 60,
        urgency: "high",
      },
    );
    const answer = await outboundFetch(details.endpoint, {
      method: "POST",
      headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
      body: details.body ?? undefined,
      maxBytes: 16 * 1024,
      timeoutMs: 10_000,
      allowPrivate: options.allowPrivate,
    });
    if (answer.status === 404 || answer.status === 410) {
      pushSends.inc({ outcome: "gone" });
      await db.delete(push_subscriptions).where(eq(push_subscriptions.id, row.id));
      return false;
    }
    if (answer.status < 200 || answer.status > 299) {
      pushSends.inc({ outcome: "failed" });
      throw new Error(`The push service answered ${answer.status}`);
    }
    pushSends.inc({ outcome: "sent" });
    return true;
  }

  return {
    publicKey: async () => (await ownKeys()).publicKey,
    async send(scope, staffId, message) {
      const rows = await subscriptionsOf(scope, staffId);
      const payload = JSON.stringify(message);
      const results = await Promise.allSettled(rows.map((row) => sendOne(scope, row, payload)));
      const failed = results.find((r) => r.status === "rejected");
      const taken = results.filter((r) => r.status === "fulfilled" && r.value).length;
      // One phone taking it is the alert delivered; every browser failing is a retry.
      if (taken === 0 && failed) throw failed.reason;
      return taken;
    },
  } satisfies PushSender;
}
