import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { SinkName } from "./lead-report";
import type { Database } from "~/platform/db/client.server";
import { slugPairs, type Env } from "~/platform/runtime/env.server";
import type { RateLimits } from "~/platform/security/rate-limits.server";
import type { ServedSites } from "~/platform/tenancy/site-scope";
import { LeadJournal, type JournalEntry } from "./lead-journal.server";
import { leadOutbox, type LeadOutbox } from "./lead-outbox.server";
import { pollingWorker } from "~/platform/outbox/polling-worker.server";
import { storeJournalledLead } from "./lead-store.server";
import { emailLeadSink, mailTransport, webhookLeadSink, type LeadSink } from "./lead-sinks.server";

export interface LeadServices {
  sinks: LeadSink[];
  outbox: LeadOutbox;
  limits: RateLimits;
  /** Where leads wait while the database cannot be reached; replayed before every outbox round. */
  journal: LeadJournal;
}

/**
 * The channels a lead of this site goes out through: the site's own sinks; its owner's assignment
 * (issue 54); and the shopper's confirmation, which is a receipt where they paid.
 */
export function deliverySinks(services: Pick<LeadServices, "sinks">, site: SiteConfig, receipt = false): SinkName[] {
  const sinks = services.sinks.filter((sink) => sink.appliesTo(site)).map((sink) => sink.name);
  return [...sinks, "assign", receipt ? "receipt" : "confirmation"];
}

type LeadEnv = Pick<
  Env,
  "SMTP_URL" | "MAIL_DIR" | "LEAD_MAIL_FROM" | "LEAD_WEBHOOK_SECRETS" | "LEAD_OUTBOX_INTERVAL_MS" | "LEAD_JOURNAL_DIR"
> &
  Partial<Pick<Env, "WORKER_SLOT" | "WORKER_COUNT" | "OUTBOX_LEASE_MS" | "WEBHOOK_ALLOW_PRIVATE">>;

/**
 * E-mail over SMTP when SMTP_URL is set, else to .eml files in MAIL_DIR; a signed webhook where a
 * site has one; and the sinks the composition root adds (the lead's routing and the shopper's
 * confirmation, which need the staff side).
 */
export function leadServices(
  env: LeadEnv,
  db: Database,
  sites: ServedSites,
  limits: RateLimits,
  added: LeadSink[] = [],
): LeadServices {
  const transport = mailTransport(env);
  const sinks = [
    emailLeadSink(transport, env.LEAD_MAIL_FROM),
    webhookLeadSink(slugPairs(env.LEAD_WEBHOOK_SECRETS), { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE }),
    ...added,
  ];
  const journal = new LeadJournal(env.LEAD_JOURNAL_DIR, { slot: env.WORKER_SLOT ?? 0, count: env.WORKER_COUNT ?? 1 });
  const storeEntry = async (entry: JournalEntry) => {
    const scope = sites.get(entry.site);
    if (!scope) throw new Error(`No site ${entry.site} in this instance`);
    return storeJournalledLead(scope, entry.lead, entry.options);
  };
  const deliveries = leadOutbox(db, sites, sinks, env.LEAD_OUTBOX_INTERVAL_MS, env.OUTBOX_LEASE_MS);
  const outbox = withJournalReplay(deliveries, journal, storeEntry, env.LEAD_OUTBOX_INTERVAL_MS);
  return { sinks, outbox, limits, journal };
}

/**
 * The journal is replayed by a worker of its own, on the outbox's clock and on each of its kicks:
 * behind a long delivery round (hundreds of leads after an outage) its leads would wait minutes.
 * What it stores is delivered in the next round, which it asks for.
 */
function withJournalReplay(
  deliveries: LeadOutbox,
  journal: LeadJournal,
  storeEntry: (entry: JournalEntry) => Promise<{ created: boolean }>,
  intervalMs: number,
): LeadOutbox {
  const replayer = pollingWorker(
    "the lead journal",
    async () => {
      if ((await journal.replay(storeEntry)) > 0) deliveries.kick();
    },
    intervalMs,
  );
  return {
    deliverDue: deliveries.deliverDue,
    kick() {
      replayer.kick();
      deliveries.kick();
    },
    start() {
      replayer.start();
      deliveries.start();
    },
    async stop() {
      await replayer.stop();
      await deliveries.stop();
    },
  };
}
