import type { SmsSender } from "~/features/accounts/index.server";
import { mailTransport, type LeadSink } from "~/features/leads/index.server";
import type { Database } from "~/platform/db/client.server";
import { announceLeadStored } from "~/platform/db/lead-feed.server";
import type { Env } from "~/platform/runtime/env.server";
import type { ServedSites, SiteScope } from "~/platform/tenancy/site-scope";
import { escalationWorker } from "./escalation.server";
import { leadAlertOutbox, type LeadAlertOutbox } from "./lead-alerts.server";
import { webPushSender, type PushSender } from "./push.server";
import { assignSink, confirmationSink } from "./routing-sinks.server";

export interface LeadRoutingServices {
  /** The lead outbox's sinks: assign, confirmation, receipt. */
  sinks: LeadSink[];
  alerts: LeadAlertOutbox;
  push: PushSender;
  /** Whether a push subscription may point at a plain-http, private push service (tests). */
  pushAllowPrivate: boolean;
  start(): void;
  stop(): Promise<void>;
}

type RoutingEnv = Pick<
  Env,
  | "SMTP_URL"
  | "MAIL_DIR"
  | "LEAD_MAIL_FROM"
  | "LEAD_OUTBOX_INTERVAL_MS"
  | "PUSH_ALLOW_PRIVATE"
  | "LEAD_ESCALATION_CHECK_MS"
>;

/** VAPID's contact: the site's own address where it is https, else a mailbox at its host. */
function pushSubject(scope: SiteScope): string {
  const url = new URL(scope.config.url);
  return url.protocol === "https:" ? url.origin : `mailto:no-reply@${url.hostname}`;
}

/** Issue 54's moving parts: the lead's owner and confirmation (lead outbox sinks), staff alerts, escalation. */
export function leadRoutingServices(
  env: RoutingEnv,
  db: Database,
  sites: ServedSites,
  sms: SmsSender,
): LeadRoutingServices {
  const transport = mailTransport(env);
  const push = webPushSender(db, { allowPrivate: env.PUSH_ALLOW_PRIVATE, subject: pushSubject });
  const alerts = leadAlertOutbox(
    db,
    sites,
    { push, mail: transport, sms, from: env.LEAD_MAIL_FROM },
    env.LEAD_OUTBOX_INTERVAL_MS,
  );
  const hooks = {
    assigned(siteId: number) {
      alerts.kick();
      // The owner's inbox shows it the moment it is theirs.
      void announceLeadStored(db, siteId);
    },
  };
  const escalation = escalationWorker(db, sites, env.LEAD_ESCALATION_CHECK_MS, () => alerts.kick());
  return {
    sinks: [
      assignSink(sites, hooks),
      confirmationSink("confirmation", sites, transport, env.LEAD_MAIL_FROM, hooks),
      confirmationSink("receipt", sites, transport, env.LEAD_MAIL_FROM, hooks),
    ],
    alerts,
    push,
    pushAllowPrivate: env.PUSH_ALLOW_PRIVATE,
    start() {
      alerts.start();
      escalation.start();
    },
    stop: () => Promise.all([alerts.stop(), escalation.stop()]).then(() => undefined),
  };
}
