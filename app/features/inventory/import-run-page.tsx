import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { ImportCounts } from "~/platform/db/schema";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { FormAlert } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import type { ImportPreview } from "./import-preview";
import { countsText, RunStatus } from "./imports-page";

export interface ImportRunView {
  id: number;
  file_name: string;
  source: string;
  status: string;
  full_feed: boolean;
  when: string;
  applied: string | null;
  counts: ImportCounts;
  bad: { row: number; stocknum?: string; reason: string }[];
  error: string | null;
  preview: ImportPreview | null;
  /** Its apply stopped part way (the server stopped): applying again finishes it. */
  stopped: boolean;
}

/** A long list shows its first rows; the rest are counted. */
const SHOWN = 200;

function Part({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = `part-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-muted bg-background p-4">
      <h2 id={id} className="mb-2 font-bold">
        {title} ({count})
      </h2>
      {count ? children : <p className="text-sm text-muted-foreground">None.</p>}
      {count > SHOWN ? <p className="mt-2 text-sm text-muted-foreground">And {count - SHOWN} more.</p> : null}
    </section>
  );
}

/** An import's page: what it would do (previewed) or did (applied), every bad row, and the error report. */
export function ImportRunPage({ run, outcome }: { run: ImportRunView; outcome: FormAnswer | undefined }) {
  const busy = useNavigation().state === "submitting";
  const preview = run.preview;
  const good = run.counts.rows - run.counts.bad;
  return (
    <div className="max-w-5xl space-y-4">
      <Link to="/console/imports" className="text-sm font-semibold underline">
        ← Imports
      </Link>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="break-all text-2xl font-bold">{run.file_name}</h1>
        <RunStatus run={run} />
      </div>
      <p className="text-sm text-muted-foreground">
        {run.applied ? `Applied ${run.applied}` : `Uploaded ${run.when}`}
        {run.full_feed ? " · a full feed: cars it leaves out are marked sold" : ""}
      </p>
      <OutcomeAlert outcome={outcome} />
      {run.error ? (
        <FormAlert text={run.error} />
      ) : (
        <p className="font-semibold">
          {run.stopped || preview ? "The file: " : ""}
          {countsText(run.counts)}
        </p>
      )}
      {run.stopped ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3">
          <p className="font-semibold">
            This apply stopped part way when the server restarted. Apply again to finish it.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="apply" />
            <button type="submit" className={buttonClass({ size: "sm" })} disabled={busy}>
              Finish applying
            </button>
          </Form>
        </div>
      ) : null}
      {preview ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3">
          <p className="font-semibold">Nothing has changed yet.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="apply" />
            <button type="submit" className={buttonClass({ size: "sm" })} disabled={busy || good === 0}>
              Apply the {good} good {good === 1 ? "row" : "rows"}
            </button>
          </Form>
        </div>
      ) : null}
      {run.bad.length ? (
        <Part title="Rows with problems" count={run.bad.length}>
          <a
            href={`/console/imports/${run.id}/errors.csv`}
            download
            className={buttonClass({ variant: "outline", size: "sm" }, "mb-2")}
          >
            Download the error report
          </a>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <ColumnHeads names={["Row", "Stock no.", "Problem"]} />
              <tbody>
                {run.bad.slice(0, SHOWN).map((b) => (
                  <tr key={b.row} className="border-t border-muted">
                    <td className="px-3 py-1">{b.row}</td>
                    <td className="px-3 py-1 font-mono">{b.stocknum}</td>
                    <td className="px-3 py-1">{b.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Part>
      ) : null}
      {preview ? <PreviewParts preview={preview} /> : null}
    </div>
  );
}

function PreviewParts({ preview }: { preview: ImportPreview }) {
  return (
    <>
      <Part title="New cars" count={preview.added.length}>
        <ul className="columns-1 text-sm md:columns-2">
          {preview.added.slice(0, SHOWN).map((a) => (
            <li key={a.stocknum}>
              <span className="font-mono">{a.stocknum}</span> {a.name}
            </li>
          ))}
        </ul>
      </Part>
      <Part title="Changed cars" count={preview.changed.length}>
        <ul className="space-y-2 text-sm">
          {preview.changed.slice(0, SHOWN).map((c) => (
            <li key={c.stocknum}>
              <span className="font-mono">{c.stocknum}</span> <span className="font-semibold">{c.name}</span>
              <ul className="ml-4 list-disc">
                {c.changes.map((change) => (
                  <li key={change.field} className="break-all">
                    {change.field}: <del>{change.from}</del> →{" "}
                    <ins className="no-underline font-semibold">{change.to}</ins>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Part>
      {preview.removed.length ? (
        <Part title="No longer listed: will be marked sold" count={preview.removed.length}>
          <ul className="columns-1 text-sm md:columns-2">
            {preview.removed.slice(0, SHOWN).map((r) => (
              <li key={r.stocknum}>
                <span className="font-mono">{r.stocknum}</span> {r.name}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </>
  );
}
