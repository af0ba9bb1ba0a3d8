import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from "prom-client";

/**
 * Issue 53: what operations watch, in Prometheus's text format (`prom-client`), in the process's
 * registry; with several workers the primary gathers theirs (server/metrics-listener.ts). Nothing
 * here is served on a site's port: the metrics listen on a private address of their own.
 */
export const metrics = register;

/** The process's own figures (memory, event loop delay, garbage collection), once per process. */
export function collectProcessMetrics() {
  if (!metrics.getSingleMetric("process_cpu_user_seconds_total")) collectDefaultMetrics({ register: metrics });
}

/** What kind of address a request was for: a page, an API, the console, a picture, a machine's document. */
export type RouteKind = "page" | "form" | "api" | "console" | "image" | "machine" | "local";

export function routeKindOf(method: string, path: string): RouteKind {
  if (path.startsWith("/console")) return "console";
  if (path.startsWith("/api/")) return "api";
  if (path === "/img" || path.startsWith("/media/")) return "image";
  if (path.startsWith("/_local/")) return "local";
  if (/^\/(robots\.txt|sitemap\.xml|sitemaps\/|feeds\/|visit\.gif|healthz|readyz)/.test(path)) return "machine";
  return method === "GET" || method === "HEAD" ? "page" : "form";
}

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by route kind and status class",
  labelNames: ["kind", "status"] as const,
  registers: [metrics],
});

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route kind",
  labelNames: ["kind"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

export const pageCache = new Counter({
  name: "page_cache_requests_total",
  help: "Pages answered from the page cache (hit, stale) or drawn (miss)",
  labelNames: ["result"] as const,
  registers: [metrics],
});

export const searchIndexRebuilds = new Counter({
  name: "search_index_rebuilds_total",
  help: "Sites' search indexes built whole",
  registers: [metrics],
});

export const outboxFailures = new Counter({
  name: "outbox_delivery_failures_total",
  help: "Failed deliveries from an outbox (lead e-mails and webhooks, alert e-mails), each to be tried again",
  labelNames: ["outbox"] as const,
  registers: [metrics],
});

export const feedRuns = new Counter({
  name: "feed_runs_total",
  help: "Stock feed runs, by outcome (applied, failed)",
  labelNames: ["outcome"] as const,
  registers: [metrics],
});

export const mailSends = new Counter({
  name: "mail_sends_total",
  help: "E-mails handed to the mail server (or the mail folder), by outcome",
  labelNames: ["outcome"] as const,
  registers: [metrics],
});

export const pushSends = new Counter({
  name: "push_sends_total",
  help: "Web push notifications to staff browsers, by outcome (sent, gone: the subscription had ended, failed)",
  labelNames: ["outcome"] as const,
  registers: [metrics],
});

/** A figure read when scraped (an outbox's depth, the search indexes' memory). */
export function gaugeOf(name: string, help: string, read: () => Promise<number> | number): Gauge {
  // A second platform in one process (the tests start several) reads its own.
  metrics.removeSingleMetric(name);
  return new Gauge({
    name,
    help,
    registers: [metrics],
    async collect() {
      this.set(await read());
    },
  });
}
