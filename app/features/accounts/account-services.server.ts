import type { Database } from "~/platform/db/client.server";
import type { Env } from "~/platform/runtime/env.server";
import type { RateLimits } from "~/platform/security/rate-limits.server";
import type { CodeServices } from "./sign-in.server";
import { smsSender } from "./sms-sender.server";

/** Sign-in's parts, made once per process: the signing key, the SMS port and whether codes may be shown. */
export interface AccountServices extends CodeServices {
  /** The development page that lists the latest codes: on whenever NODE_ENV is not production. */
  devOutbox: boolean;
}

export function accountServices(env: Env, db: Database, limits: RateLimits, secrets: string[]): AccountServices {
  const sms = smsSender(env, db);
  return {
    secret: secrets[0]!,
    sms,
    limits,
    devOutbox: env.NODE_ENV !== "production" && sms.kind === "outbox",
  };
}
