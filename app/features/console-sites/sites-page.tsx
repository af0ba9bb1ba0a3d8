import { Link } from "react-router";
import { FormDone } from "~/features/console/components";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";

export interface SiteHealthRow {
  slug: string;
  name: string;
  template: string;
  address: string;
  carsInStock: number;
  failingDeliveries: number;
  lastFeedRun: { at: string; status: string; badRows: number; error: string | null } | null;
  lastStockChange: string | null;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Sydney" });

function FeedCell({ run }: { run: SiteHealthRow["lastFeedRun"] }) {
  if (!run) return <span className="text-muted-foreground">No feed</span>;
  const trouble = run.status === "failed" || run.badRows > 0;
  return (
    <span className={trouble ? "font-semibold text-red-800" : undefined}>
      {when(run.at)}: {run.status === "failed" ? `failed${run.error ? ` (${run.error})` : ""}` : run.status}
      {run.badRows ? `, ${run.badRows} bad row${run.badRows === 1 ? "" : "s"}` : ""}
    </span>
  );
}

/** /console/sites: every dealer site on the platform and how it is doing, for a platform operator. */
export function SitesPage({ sites, created }: { sites: SiteHealthRow[]; created: SiteHealthRow | null }) {
  return (
    <div className="max-w-6xl space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Dealer sites</h1>
        <Link to="/console/sites/new" className={buttonClass({ size: "sm" })}>
          New site
        </Link>
      </div>
      {created ? (
        <FormDone>
          {created.name} is live at{" "}
          <a href={created.address} className="underline">
            {created.address}
          </a>
          . Invite its staff from its own console.
        </FormDone>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-muted bg-background">
        <table className="w-full border-collapse text-sm">
          <ColumnHeads
            names={["Site", "Cars in stock", "Leads failing delivery", "Last feed run", "Last stock change"]}
          />
          <tbody>
            {sites.map((s) => (
              <tr key={s.slug} className="border-t border-muted align-top">
                <td className="px-3 py-1.5">
                  <a href={s.address} className="font-semibold underline">
                    {s.name}
                  </a>
                  <span className="block text-xs text-muted-foreground">
                    {s.slug} · {s.template}
                  </span>
                </td>
                <td className="px-3 py-1.5 tabular-nums">{s.carsInStock}</td>
                <td className={`px-3 py-1.5 tabular-nums ${s.failingDeliveries ? "font-semibold text-red-800" : ""}`}>
                  {s.failingDeliveries}
                </td>
                <td className="px-3 py-1.5">
                  <FeedCell run={s.lastFeedRun} />
                </td>
                <td className="whitespace-nowrap px-3 py-1.5">
                  {s.lastStockChange ? when(s.lastStockChange) : "Never"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
