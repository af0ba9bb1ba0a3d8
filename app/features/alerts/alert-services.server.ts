import { mailTransport } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/client.server";
import type { Env } from "~/platform/runtime/env.server";
import type { ServedSites } from "~/platform/tenancy/site-scope";
import { alertOutbox, type AlertOutbox } from "./alert-outbox.server";

export interface AlertServices {
  outbox: AlertOutbox;
  /** Sign and check the alert e-mails' links (the session secrets: the first signs, every one is accepted). */
  secrets: readonly string[];
}

type AlertEnv = Pick<Env, "SMTP_URL" | "MAIL_DIR" | "ALERT_MAIL_FROM" | "ALERT_OUTBOX_INTERVAL_MS"> &
  Partial<Pick<Env, "OUTBOX_LEASE_MS">>;

/** Shoppers' alert e-mails through the leads' mail transport (SMTP, or .eml files in MAIL_DIR). */
export function alertServices(
  env: AlertEnv,
  db: Database,
  sites: ServedSites,
  secrets: readonly string[],
): AlertServices {
  return {
    outbox: alertOutbox(
      db,
      sites,
      mailTransport(env),
      secrets,
      env.ALERT_MAIL_FROM,
      env.ALERT_OUTBOX_INTERVAL_MS,
      env.OUTBOX_LEASE_MS,
    ),
    secrets,
  };
}
