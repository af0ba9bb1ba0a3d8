import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { ColumnHeads } from "~/ui/column-heads";
import { inputClass } from "~/ui/field";

export interface AuditRow {
  id: number;
  at: string;
  by: string;
  action: string;
  entity: string;
  change: string;
}

/** The audit trail for owners: every staff write, newest first, narrowed to one action. */
export function AuditPage({ rows, actions, action }: { rows: AuditRow[]; actions: string[]; action: string }) {
  return (
    <div className="max-w-6xl space-y-4">
      <h1 className="text-2xl font-bold">Audit trail</h1>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter the audit trail">
        <label className="text-sm font-semibold">
          Action
          <select name="action" defaultValue={action} className={`${inputClass} mt-1 py-1.5 text-sm`}>
            <option value="">Every action</option>
            {actions.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Show
        </button>
      </Form>
      {/* Focusable, so a keyboard can scroll a wide trail sideways. */}
      <div
        className="overflow-x-auto rounded-lg border border-muted bg-background"
        tabIndex={0}
        role="region"
        aria-label="Audit trail entries"
      >
        <table className="w-full border-collapse text-sm">
          <ColumnHeads names={["When", "Who", "Action", "What", "Change"]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-muted align-top">
                <td className="whitespace-nowrap px-3 py-1.5">{r.at}</td>
                <td className="px-3 py-1.5">{r.by}</td>
                <td className="whitespace-nowrap px-3 py-1.5 font-mono">{r.action}</td>
                <td className="whitespace-nowrap px-3 py-1.5">{r.entity}</td>
                <td className="px-3 py-1.5 font-mono text-xs">{r.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
