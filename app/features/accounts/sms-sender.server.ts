import { and, eq, lt } from "drizzle-orm";
import type { Database } from "~/platform/db/client.server";
import { sms_outbox } from "~/platform/db/schema";
import type { Env } from "~/platform/runtime/env.server";
import { logger } from "~/platform/logging/logger.server";

export interface SmsMessage {
  site_id: number;
  /** International format, +61... */
  to: string;
  body: string;
}

/** The SMS port: sends one message or throws; `signal` aborts a send that takes too long. */
export interface SmsSender {
  readonly kind: "outbox" | "http";
  send(message: SmsMessage, signal: AbortSignal): Promise<void>;
}

/** How long the embedded sender keeps a message: a code is good for 5 minutes, so 10 is plenty. */
export const OUTBOX_KEEP_MS = 10 * 60_000;

/**
 * The embedded default, for a machine without an SMS provider: the message is kept in sms_outbox
 * for 10 minutes, for the person at the machine (/dev/sms-outbox in development, `npm run sms`
 * beside `npm start`). The code itself is never logged.
 */
export function outboxSmsSender(db: Database): SmsSender {
  return {
    kind: "outbox",
    async send(message) {
      await db.insert(sms_outbox).values(message);
      await db
        .delete(sms_outbox)
        .where(
          and(
            eq(sms_outbox.site_id, message.site_id),
            lt(sms_outbox.created_at, new Date(Date.now() - OUTBOX_KEEP_MS)),
          ),
        );
      logger.info(
        { site_id: message.site_id, to: message.to },
        "sms kept in the outbox (no SMS provider set): read it with npm run sms",
      );
    },
  };
}

/**
 * A real provider over HTTP: a form POST of To, From and Body, which is Twilio's Messages API
 * (https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json) and what its look-alikes accept.
 */
export function httpSmsSender(
  url: string,
  auth: string | undefined,
  from: string | undefined,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  const authorization = !auth
    ? undefined
    : auth.includes(":")
      ? `Basic ${Buffer.from(auth).toString("base64")}`
      : `Bearer ${auth}`;
  return {
    kind: "http",
    async send(message, signal) {
      const body = new URLSearchParams({ To: message.to, From: from ?? "", Body: message.body });
      const answer = await fetchImpl(url, {
        method: "POST",
        body,
        signal,
        headers: { "content-type": "application/x-www-form-urlencoded", ...(authorization ? { authorization } : {}) },
      });
      if (!answer.ok)
        throw new Error(`The SMS provider answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
    },
  };
}

export function smsSender(env: Pick<Env, "SMS_HTTP_URL" | "SMS_HTTP_AUTH" | "SMS_FROM">, db: Database): SmsSender {
  return env.SMS_HTTP_URL ? httpSmsSender(env.SMS_HTTP_URL, env.SMS_HTTP_AUTH, env.SMS_FROM) : outboxSmsSender(db);
}
