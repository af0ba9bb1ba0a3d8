import { Link } from "react-router";
import { formatNumber } from "~/ui/format";
import { barShare, dashboardPeriods, type DashboardPeriod } from "./dashboard-rules";
import { ResponseTable, ResponseTiles, StockAge, type WorkView } from "./response-panels";

interface Count {
  label: string;
  n: number;
  href?: string;
}

export interface DashboardView extends WorkView {
  period: DashboardPeriod["key"];
  leads: number;
  views: number;
  byKind: Count[];
  leadSources: Count[];
  byFirstPage: Count[];
  mostViewed: Count[];
  mostLeads: Count[];
  misses: Count[];
  failing: { lead_id: number; name: string; sink: string; attempts: number; error: string | null }[];
}

/**
 * Bars drawn with CSS, not a chart library: a list of labelled counts is what a glance needs, it
 * costs no script, reads the same to a screen reader (a list of label and count), and prints.
 */
function Bars({ title, counts, empty }: { title: string; counts: Count[]; empty: string }) {
  const most = Math.max(0, ...counts.map((c) => c.n));
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-muted bg-background p-4">
      <h2 id={id} className="mb-2 font-bold">
        {title}
      </h2>
      {counts.length ? (
        <ul className="space-y-1 text-sm">
          {counts.map((c) => (
            <li key={c.label} className="grid grid-cols-[minmax(0,12rem)_1fr_3rem] items-center gap-2">
              <span className="truncate" title={c.label}>
                {c.href ? (
                  <a href={c.href} className="underline" target="_blank" rel="noreferrer">
                    {c.label || "(none)"}
                  </a>
                ) : (
                  c.label || "(none)"
                )}
              </span>
              <span className="h-3 rounded bg-muted" aria-hidden="true">
                <span className="block h-3 rounded bg-primary" style={{ width: `${barShare(c.n, most)}%` }} />
              </span>
              <span className="text-right font-semibold tabular-nums">{formatNumber(c.n)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** The console's dashboard: today, 7 or 30 days at a glance. */
export function DashboardPage({ view }: { view: DashboardView }) {
  return (
    <div className="max-w-6xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <nav aria-label="Period" className="flex gap-1">
          {dashboardPeriods.map((p) => (
            <Link
              key={p.key}
              to={`?period=${p.key}`}
              aria-current={p.key === view.period ? "page" : undefined}
              className={`rounded px-3 py-1 text-sm font-semibold ${p.key === view.period ? "bg-primary text-primary-foreground" : "border border-muted bg-background"}`}
            >
              {p.label}
            </Link>
          ))}
        </nav>
      </div>
      <ResponseTiles work={view} />
      <div className="grid gap-4 xl:grid-cols-2">
        <ResponseTable title="First contact by salesperson" who="Salesperson" rows={view.bySalesperson} />
        <ResponseTable title="First contact by yard" who="Yard" rows={view.byYard} />
        <ResponseTable title="First contact by source" who="Source" rows={view.bySource} />
      </div>
      <StockAge buckets={view.stockAge} />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
        <p className="rounded-lg border border-muted bg-background p-4">
          <span className="block text-3xl font-bold tabular-nums">{formatNumber(view.leads)}</span> leads
        </p>
        <p className="rounded-lg border border-muted bg-background p-4">
          <span className="block text-3xl font-bold tabular-nums">{formatNumber(view.views)}</span> vehicle page views
        </p>
        <p className="col-span-2 rounded-lg border border-muted bg-background p-4 md:col-span-1">
          <span className={`block text-3xl font-bold tabular-nums ${view.failing.length ? "text-red-700" : ""}`}>
            {formatNumber(view.failing.length)}
          </span>{" "}
          deliveries failing now
        </p>
      </div>
      {view.failing.length ? (
        <section aria-labelledby="dashboard-failing" className="rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <h2 id="dashboard-failing" className="mb-2 font-bold text-red-900">
            Deliveries failing now
          </h2>
          <ul className="space-y-1 text-sm">
            {view.failing.map((f) => (
              <li key={`${f.lead_id}-${f.sink}`}>
                <Link to={`/console/leads/${f.lead_id}`} className="font-semibold underline">
                  {f.name || "Lead"}
                </Link>{" "}
                · {f.sink} · {f.attempts} attempts{f.error ? ` · ${f.error}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Bars title="Leads by kind" counts={view.byKind} empty="No leads yet in this period." />
        <Bars title="Leads by source" counts={view.leadSources} empty="No leads yet in this period." />
        <Bars title="Leads by first page seen" counts={view.byFirstPage} empty="No leads yet in this period." />
        <Bars title="Cars with most views" counts={view.mostViewed} empty="No vehicle pages seen in this period." />
        <Bars title="Cars with most leads" counts={view.mostLeads} empty="No leads on cars in this period." />
        <Bars title="Searches that found nothing" counts={view.misses} empty="Every search found something." />
      </div>
    </div>
  );
}
