import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";
import { FormDone } from "~/features/console/components";

export interface VersionRow {
  number: number;
  when: string;
  by: string;
  source: string;
  note: string | null;
  published: boolean;
  changes: { path: string; from: string; to: string }[];
}

const SOURCES: Record<string, string> = {
  seed: "from the site's file",
  import: "imported",
  console: "published in the console",
  restore: "restored",
};

/** Every published version: who, when, what changed; any earlier one can be published again. */
export function SettingsHistory({
  versions,
  outcome,
  done,
}: {
  versions: VersionRow[];
  outcome: FormAnswer | undefined;
  done: string | null;
}) {
  return (
    <div className="max-w-5xl space-y-4">
      <Link to="/console/settings" className="text-sm font-semibold underline">
        ← Settings
      </Link>
      <h1 className="text-2xl font-bold">Settings history</h1>
      <OutcomeAlert outcome={outcome} />
      {done ? <FormDone>{done}</FormDone> : null}
      <ol className="space-y-3">
        {versions.map((v) => (
          <li key={v.number} className="rounded-lg border border-muted bg-background p-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2 className="font-bold">Version {v.number}</h2>
              {v.published ? (
                <span className="rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">
                  On the website
                </span>
              ) : null}
              <span className="text-sm text-muted-foreground">
                {v.when} · {SOURCES[v.source] ?? v.source} by {v.by}
                {v.note ? ` · ${v.note}` : ""}
              </span>
              {v.published ? null : (
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="number" value={v.number} />
                  <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
                    Restore version {v.number}
                  </button>
                </Form>
              )}
            </div>
            {v.changes.length ? (
              <ul className="mt-2 space-y-0.5 text-sm">
                {v.changes.map((c) => (
                  <li key={c.path} className="break-all">
                    <span className="font-mono">{c.path}</span>: <del>{c.from}</del> →{" "}
                    <ins className="font-semibold no-underline">{c.to}</ins>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
