import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { inputClass } from "~/ui/field";
import { SendKey, StateBadge } from "~/features/console/components";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import type { ImportCounts } from "~/platform/db/schema";

export interface ImportRunRow {
  id: number;
  when: string;
  source: string;
  file_name: string;
  status: string;
  counts: ImportCounts;
  error: string | null;
}

export interface FeedRow {
  id: number;
  url: string;
  format: string;
  schedule: string;
  full_feed: boolean;
  next_run: string;
  last: ImportRunRow | null;
}

const field = `${inputClass} py-1.5 text-sm`;
const SOURCES: Record<string, string> = { console: "Console", feed: "Feed", cli: "Command line", api: "Inventory API" };

export function countsText(c: ImportCounts): string {
  return `${c.rows} rows: ${c.added} new, ${c.changed} changed, ${c.unchanged} unchanged, ${c.removed} marked sold, ${c.bad} bad`;
}

export function RunStatus({ run }: { run: Pick<ImportRunRow, "status" | "error"> & { stopped?: boolean } }) {
  const tone =
    run.status === "failed"
      ? "bg-red-100 text-red-900"
      : run.status === "previewed" || run.status === "mapping" || run.stopped
        ? "bg-amber-100 text-amber-950"
        : "bg-green-100 text-green-900";
  const label = run.stopped
    ? "Stopped part way"
    : {
        mapping: "Columns to map",
        previewed: "Previewed, not applied",
        applied: "Applied",
        failed: "Failed",
        applying: "Applying",
      }[run.status];
  return <StateBadge tone={tone}>{label ?? run.status}</StateBadge>;
}

/** /console/imports: a file or feed address to preview, the scheduled feeds, and the latest runs. */
export function ImportsPage({
  runs,
  feeds,
  outcome,
}: {
  runs: ImportRunRow[];
  feeds: FeedRow[];
  outcome: FormAnswer | undefined;
}) {
  return (
    <div className="max-w-5xl space-y-4">
      <h1 className="text-2xl font-bold">Imports</h1>
      <OutcomeAlert outcome={outcome} />
      <section aria-labelledby="import-file" className="rounded-lg border border-muted bg-background p-4">
        <h2 id="import-file" className="mb-1 font-bold">
          Import a file or a feed
        </h2>
        <p className="mb-3 text-sm text-muted-foreground">
          CSV, JSON or NDJSON from any DMS: columns named its own way are matched to the import's fields once, and you
          see what would change before anything does.
        </p>
        <Form method="post" encType="multipart/form-data" className="grid gap-3 md:grid-cols-2">
          <input type="hidden" name="intent" value="preview" />
          <SendKey form="import" />
          <div>
            <label htmlFor="import-upload" className="block text-sm font-semibold">
              File
            </label>
            <input
              id="import-upload"
              name="file"
              type="file"
              accept=".csv,.json,.ndjson,.jsonl,text/csv,application/json"
              className="mt-1 block w-full text-sm"
            />
          </div>
          <div>
            <label htmlFor="import-url" className="block text-sm font-semibold">
              Or a feed address
            </label>
            <input
              id="import-url"
              name="url"
              type="url"
              placeholder="https://dealer.example/stock.csv"
              className={field}
            />
          </div>
          <label className="text-sm font-semibold">
            Format
            <select name="format" defaultValue="" className={field}>
              <option value="">From the file's name</option>
              <option value="csv">CSV</option>
              <option value="json">JSON</option>
              <option value="ndjson">NDJSON</option>
            </select>
          </label>
          <label className="flex items-center gap-2 self-end py-2 text-sm font-semibold">
            <input type="checkbox" name="full_feed" className="size-5" />
            It lists every car: mark cars it leaves out as sold
          </label>
          <div>
            <button type="submit" className={buttonClass({ size: "sm" })}>
              Preview
            </button>
          </div>
        </Form>
      </section>
      <FeedsSection feeds={feeds} />
      <section aria-labelledby="import-runs" className="rounded-lg border border-muted bg-background">
        <h2 id="import-runs" className="p-4 pb-2 font-bold">
          Latest imports
        </h2>
        {runs.length ? (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <ColumnHeads names={["When", "From", "File", "Status", "Rows"]} />
              <tbody>
                {runs.map((r) => (
                  <tr key={r.id} className="border-t border-muted">
                    <td className="whitespace-nowrap px-3 py-1.5">
                      <Link to={`/console/imports/${r.id}`} className="font-semibold underline">
                        {r.when}
                      </Link>
                    </td>
                    <td className="px-3 py-1.5">{SOURCES[r.source] ?? r.source}</td>
                    <td className="max-w-[16rem] truncate px-3 py-1.5" title={r.file_name}>
                      {r.file_name}
                    </td>
                    <td className="px-3 py-1.5">
                      <RunStatus run={r} />
                    </td>
                    <td className="px-3 py-1.5">{r.error ?? countsText(r.counts)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="p-4 pt-0 text-sm text-muted-foreground">No imports yet.</p>
        )}
      </section>
    </div>
  );
}

function FeedsSection({ feeds }: { feeds: FeedRow[] }) {
  return (
    <section aria-labelledby="import-feeds" className="rounded-lg border border-muted bg-background p-4">
      <h2 id="import-feeds" className="mb-2 font-bold">
        Scheduled feeds
      </h2>
      {feeds.length ? (
        <ul className="mb-3 divide-y divide-muted">
          {feeds.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-semibold">{f.url}</p>
                <p className="text-muted-foreground">
                  {f.schedule === "hourly" ? "Every hour" : "Every day"} · {f.format.toUpperCase()}
                  {f.full_feed ? " · full feed" : ""} · next {f.next_run}
                </p>
                {f.last ? (
                  <p>
                    Last run{" "}
                    <Link to={`/console/imports/${f.last.id}`} className="underline">
                      {f.last.when}
                    </Link>
                    : <RunStatus run={f.last} /> {f.last.error ?? countsText(f.last.counts)}
                  </p>
                ) : (
                  <p className="text-muted-foreground">Not run yet.</p>
                )}
              </div>
              <div className="flex gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="run-feed" />
                  <input type="hidden" name="feed" value={f.id} />
                  <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                    Run now
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-feed" />
                  <input type="hidden" name="feed" value={f.id} />
                  <button type="submit" className={buttonClass({ variant: "danger", size: "sm" })}>
                    Remove
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="grid gap-2 md:grid-cols-[1fr_auto_auto_auto_auto] md:items-end">
        <input type="hidden" name="intent" value="add-feed" />
        <label className="text-sm font-semibold">
          Feed address
          <input name="url" type="url" required placeholder="https://dealer.example/stock.csv" className={field} />
        </label>
        <label className="text-sm font-semibold">
          Format
          <select name="format" defaultValue="csv" className={field}>
            <option value="csv">CSV</option>
            <option value="json">JSON</option>
            <option value="ndjson">NDJSON</option>
          </select>
        </label>
        <label className="text-sm font-semibold">
          How often
          <select name="schedule" defaultValue="daily" className={field}>
            <option value="hourly">Every hour</option>
            <option value="daily">Every day</option>
          </select>
        </label>
        <label className="flex items-center gap-2 py-2 text-sm font-semibold">
          <input type="checkbox" name="full_feed" className="size-5" />
          Full feed
        </label>
        <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
          Add the feed
        </button>
      </Form>
    </section>
  );
}
