import type { Database } from "~/platform/db/client.server";
import { slugPairs, type Env } from "~/platform/env.server";
import { RateLimiter } from "~/platform/rate-limit";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { LeadJournal, type JournalEntry } from "./lead-journal.server";
import { leadOutbox, type LeadOutbox } from "./lead-outbox.server";
import { storeJournalledLead } from "./lead-store.server";
import { emailLeadSink, fileTransport, smtpTransport, webhookLeadSink, type LeadSink } from "./lead-sinks.server";

/** Per-IP and per-site limits on lead submissions, each site with its own numbers, and on analytics beacons. */
export class SubmissionLimits {
  private limiters = new Map<string, { perIp: RateLimiter; perSite: RateLimiter }>();
  private events = new RateLimiter({ limit: 120, windowMs: 60_000 });

  allowEvent(ip: string, now: number): boolean {
    return this.events.take(ip, now);
  }

  allow(site: SiteConfig, ip: string, now: number): boolean {
    const limits = this.limitersFor(site);
    return limits.perIp.take(ip, now) && limits.perSite.take(site.slug, now);
  }

  private limitersFor(site: SiteConfig) {
    let limits = this.limiters.get(site.slug);
    if (!limits) {
      const { per_ip, per_site, window_minutes } = site.forms.rate_limit;
      const windowMs = window_minutes * 60_000;
      limits = { perIp: new RateLimiter({ limit: per_ip, windowMs }), perSite: new RateLimiter({ limit: per_site, windowMs }) };
      this.limiters.set(site.slug, limits);
    }
    return limits;
  }
}

export interface LeadServices {
  sinks: LeadSink[];
  outbox: LeadOutbox;
  limits: SubmissionLimits;
  /** Where leads wait while the database cannot be reached; replayed before every outbox round. */
  journal: LeadJournal;
}

type LeadEnv = Pick<Env, "SMTP_URL" | "MAIL_DIR" | "LEAD_MAIL_FROM" | "LEAD_WEBHOOK_SECRETS" | "LEAD_OUTBOX_INTERVAL_MS" | "LEAD_JOURNAL_DIR">;

/** E-mail over SMTP when SMTP_URL is set, else to .eml files in MAIL_DIR; a signed webhook where a site has one. */
export function leadServices(env: LeadEnv, db: Database, scopes: Iterable<SiteScope>): LeadServices {
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(env.MAIL_DIR);
  const sinks = [emailLeadSink(transport, env.LEAD_MAIL_FROM), webhookLeadSink(slugPairs(env.LEAD_WEBHOOK_SECRETS))];
  const bySlug = new Map([...scopes].map((scope) => [scope.config.slug, scope]));
  const journal = new LeadJournal(env.LEAD_JOURNAL_DIR);
  const storeEntry = async (entry: JournalEntry) => {
    const scope = bySlug.get(entry.site);
    if (!scope) throw new Error(`No site ${entry.site} in this instance`);
    return storeJournalledLead(scope, entry.lead, entry.options);
  };
  const outbox = leadOutbox(db, bySlug.values(), sinks, env.LEAD_OUTBOX_INTERVAL_MS, () => journal.replay(storeEntry));
  return { sinks, outbox, limits: new SubmissionLimits(), journal };
}
