import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { ImportCounts } from "~/platform/db/schema";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { Field, FormAlert, inputClass } from "~/ui/field";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { getFormProps } from "@conform-to/react";
import {
  SaveButton,
  SendKey,
  controlOf,
  fieldByName,
  initialText,
  useConsoleForm,
} from "~/features/console/components";
import { ColumnMappingStep, type MappingColumn } from "./column-mapping-step";
import { fieldLabel, type MappingDefaults } from "./column-mapping";
import type { ImportPreview } from "./import-preview";
import { readApplyForm } from "./import-forms";
import { carsWord, type SoldGuard } from "./sold-guard";
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
  /** A full feed that would mark more than the site's share sold: the count to type. */
  soldGuard: SoldGuard | null;
  /** How a DMS file's columns are read (issue 55); null for a file in the import's own field names. */
  columns: { list: MappingColumn[]; defaults: MappingDefaults } | null;
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

/**
 * An import's page: the mapping of a DMS file's columns (the first time they are seen, or when asked
 * to change it), what it would do (previewed) or did (applied), every bad row, and the error report.
 */
export function ImportRunPage({
  run,
  outcome,
  editColumns,
}: {
  run: ImportRunView;
  outcome: FormAnswer | undefined;
  editColumns: boolean;
}) {
  const mapping = run.status === "mapping" || (editColumns && run.status === "previewed");
  if (mapping && run.columns)
    return (
      <div className="max-w-5xl space-y-4">
        <RunHeading run={run} />
        <OutcomeAlert outcome={outcome?.kept ? outcome : undefined} />
        <ColumnMappingStep
          runId={run.id}
          columns={run.columns.list}
          defaults={run.columns.defaults}
          outcome={outcome}
        />
      </div>
    );
  const preview = run.preview;
  return (
    <div className="max-w-5xl space-y-4">
      <RunHeading run={run} />
      <OutcomeAlert outcome={outcome} />
      {run.error ? (
        <FormAlert text={run.error} />
      ) : (
        <p className="font-semibold">
          {run.stopped || preview ? "The file: " : ""}
          {countsText(run.counts)}
        </p>
      )}
      {run.columns && run.status === "previewed" ? <ColumnsRead run={run} columns={run.columns.list} /> : null}
      {run.stopped ? <FinishApplying /> : null}
      {preview ? <ApplyRun run={run} outcome={outcome} /> : null}
      {run.bad.length ? <BadRows run={run} /> : null}
      {preview ? <PreviewParts preview={preview} /> : null}
    </div>
  );
}

function RunHeading({ run }: { run: ImportRunView }) {
  return (
    <>
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
    </>
  );
}

/** Which field each column filled, and the columns not used, with a way to change it before applying. */
function ColumnsRead({ run, columns }: { run: ImportRunView; columns: MappingColumn[] }) {
  const used = columns.filter((c) => c.field);
  const unused = columns.filter((c) => !c.field).map((c) => c.column);
  return (
    <details className="rounded-lg border border-muted bg-background p-3 text-sm">
      <summary className="cursor-pointer font-semibold">
        Columns read: {used.length} of {columns.length}
        {unused.length ? ` · not used: ${unused.join(", ")}` : ""}
      </summary>
      <ul className="mt-2 columns-1 md:columns-2">
        {used.map((c) => (
          <li key={c.column}>
            {c.column} → {fieldLabel(c.field as never)}
          </li>
        ))}
      </ul>
      <Link to={`/console/imports/${run.id}?columns`} className="mt-2 inline-block font-semibold underline">
        Change which field each column fills
      </Link>
    </details>
  );
}

function FinishApplying() {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3">
      <p className="font-semibold">This apply stopped part way when the server restarted. Apply again to finish it.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="apply" />
        <button type="submit" className={buttonClass({ size: "sm" })} disabled={busy}>
          Finish applying
        </button>
      </Form>
    </div>
  );
}

/**
 * "Apply the 18 good rows"; when a full feed would mark more than the site's share sold, it says how
 * many of how many and asks for that count typed (the cars are listed below).
 */
function ApplyRun({ run, outcome }: { run: ImportRunView; outcome: FormAnswer | undefined }) {
  const good = run.counts.rows - run.counts.bad;
  const guard = run.soldGuard;
  const [form] = useConsoleForm({
    id: "apply",
    resolve: readApplyForm(guard?.unlisted ?? null),
    lastResult: outcome?.reply,
    defaultValue: { sold_count: "" },
  });
  const count = fieldByName(form, "sold_count");
  return (
    <div className="space-y-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3">
      <p className="font-semibold">Nothing has changed yet.</p>
      {guard ? (
        <p className="font-semibold text-red-900" data-testid="sold-guard">
          This full feed would mark {guard.unlisted} of your {carsWord(guard.unsold)} sold: more than the{" "}
          {guard.limitPercent}% the site allows without a check. If the file is the whole stock list, type the count to
          confirm; the cars are listed under “No longer listed”.
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="apply" />
        <SendKey form="apply" />
        {guard ? (
          <Field id={count.id} label={`Cars to mark sold (type ${guard.unlisted})`} error={count.errors?.[0]}>
            <input
              {...controlOf(count)}
              key={count.key}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={initialText(count)}
              className={`${inputClass} max-w-[10rem] bg-white`}
            />
          </Field>
        ) : null}
        <SaveButton intent="apply" size="sm">
          Apply the {good} good {good === 1 ? "row" : "rows"}
        </SaveButton>
      </Form>
    </div>
  );
}

function BadRows({ run }: { run: ImportRunView }) {
  return (
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
