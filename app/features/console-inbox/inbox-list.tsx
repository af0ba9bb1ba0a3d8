import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Choice } from "~/ui/choice";
import { ColumnHeads } from "~/ui/column-heads";
import { inputClass } from "~/ui/field";
import { formatNumber } from "~/ui/format";
import { inboxQuery, leadStatuses, statusLabels, type InboxFilters, type LeadStatus } from "./inbox-rules";
import { useLiveLeads } from "./use-live-leads";
import { FilterButtons, MoreFilters, SaveButton, SendKey, StateBadge } from "~/features/console/components";
import { OutcomeAlert, type FormAnswer } from "~/ui/not-sent-alert";

/** One row of the inbox as the list shows it. */
export interface InboxRow {
  id: number;
  reference: string;
  received: string;
  kind: string;
  name: string;
  contact: string;
  car: string;
  yard: string;
  status: LeadStatus;
  assignee: string;
}

export interface InboxListData {
  filters: InboxFilters;
  /** A manager or owner: the list offers handing ticked leads to someone. */
  canHandOver: boolean;
  total: number;
  pages: number;
  choices: { kinds: string[]; yards: { id: number; name: string }[]; staff: { id: number; name: string }[] };
  rows: InboxRow[];
}

const statusTone: Record<LeadStatus, string> = {
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-950",
  appointment: "bg-violet-100 text-violet-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-muted text-foreground",
};

function StatusBadge({ status }: { status: LeadStatus }) {
  return <StateBadge tone={statusTone[status]}>{statusLabels[status]}</StateBadge>;
}

/** The leads inbox: search and filters (a plain GET form), a card per lead on a phone, a dense table wider. */
export function InboxList({
  filters,
  choices,
  rows,
  total,
  pages,
  canHandOver,
  outcome,
  handedOver,
}: InboxListData & { outcome?: FormAnswer; handedOver?: number | null }) {
  const { live, arrived } = useLiveLeads();
  const select = `${inputClass} mt-0 py-1.5 text-sm`;
  const choice = `${select} mt-1`;
  const narrowed = Boolean(
    filters.kind || filters.status || filters.yard || filters.assignee || filters.from || filters.to || filters.car,
  );
  const pageLink = (page: number, label: string) => (
    <Link to={`/console/leads${inboxQuery(filters, page)}`} className={buttonClass({ variant: "outline", size: "sm" })}>
      {label}
    </Link>
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Leads</h1>
        <a
          href={`/console/leads.csv${inboxQuery(filters, 1)}`}
          className={buttonClass({ variant: "outline", size: "sm" })}
          download
        >
          Export CSV
        </a>
      </div>
      <Form method="get" className="rounded-lg border border-muted bg-background p-3" aria-label="Filter leads">
        <div className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 text-sm font-semibold">
            Search
            <input
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder="Name, e-mail, phone or reference"
              className={`${select} mt-1`}
            />
          </label>
          <FilterButtons clearTo="/console/leads" />
        </div>
        <MoreFilters open={narrowed} columns="md:grid-cols-4 xl:grid-cols-7">
          <Choice
            label="Kind"
            name="kind"
            value={filters.kind}
            any="Any kind"
            options={choices.kinds.map((k) => [k, k])}
            className={choice}
          />
          <Choice
            label="Status"
            name="status"
            value={filters.status}
            any="Any status"
            options={leadStatuses.map((st) => [st, statusLabels[st]])}
            className={choice}
          />
          <Choice
            label="Yard"
            name="yard"
            value={filters.yard ?? ""}
            any="Any yard"
            options={choices.yards.map((y) => [y.id, y.name])}
            className={choice}
          />
          <Choice
            label="Assigned to"
            name="assignee"
            value={filters.assignee}
            any="Anyone"
            options={[["me", "Me"], ["none", "Nobody"], ...choices.staff.map((st) => [st.id, st.name] as const)]}
            className={choice}
          />
          <label className="text-sm font-semibold">
            From
            <input name="from" type="date" defaultValue={filters.from} className={`${select} mt-1`} />
          </label>
          <label className="text-sm font-semibold">
            To
            <input name="to" type="date" defaultValue={filters.to} className={`${select} mt-1`} />
          </label>
          <label className="text-sm font-semibold">
            Stock number
            <input name="car" defaultValue={filters.car} className={`${select} mt-1`} />
          </label>
        </MoreFilters>
      </Form>
      <p role="status" className="text-sm text-muted-foreground" data-live={live ? "on" : "off"}>
        {formatNumber(total)} {total === 1 ? "lead" : "leads"}
        {pages > 1 ? ` · page ${filters.page} of ${pages}` : ""}
        {arrived ? ` · ${arrived} new since you opened this page` : ""}
      </p>
      <OutcomeAlert outcome={outcome} />
      {handedOver ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-2 text-sm text-green-900">
          {handedOver === 1 ? "1 lead handed over." : `${handedOver} leads handed over.`} They have been told.
        </p>
      ) : null}
      {rows.length && canHandOver ? <HandOver staff={choices.staff} /> : null}
      {rows.length ? (
        <>
          <LeadCards rows={rows} tick={canHandOver} />
          <LeadTable rows={rows} tick={canHandOver} />
        </>
      ) : (
        <p className="rounded-lg border border-muted bg-background p-6 text-center">No leads match these filters.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of leads" className="flex gap-3">
          {filters.page > 1 ? pageLink(filters.page - 1, "Newer") : null}
          {filters.page < pages ? pageLink(filters.page + 1, "Older") : null}
        </nav>
      ) : null}
    </div>
  );
}

type Row = InboxRow;

/** A manager hands the ticked leads (the rows' boxes belong to this form) to one person. */
function HandOver({ staff }: { staff: { id: number; name: string }[] }) {
  return (
    <Form method="post" id="hand-over" className="flex flex-wrap items-end gap-2 text-sm">
      <SendKey form="hand-over" />
      <label className="font-semibold">
        Give the ticked leads to
        <select name="assignee" defaultValue="" className={`${inputClass} mt-1 py-1.5 text-sm`}>
          <option value="" disabled>
            Choose someone
          </option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <SaveButton intent="" variant="outline" size="sm">
        Hand over
      </SaveButton>
    </Form>
  );
}

function Tick({ row, show }: { row: Row; show: boolean }) {
  return show ? (
    <input
      type="checkbox"
      name="lead"
      value={row.id}
      form="hand-over"
      aria-label={`Tick ${row.name}'s lead`}
      className="size-5 shrink-0"
    />
  ) : null;
}

/** On a phone: one card per lead, its name first. */
function LeadCards({ rows, tick }: { rows: Row[]; tick: boolean }) {
  return (
    <ul className="divide-y divide-muted rounded-lg border border-muted bg-background md:hidden">
      {rows.map((r) => (
        <li key={r.id} className="p-3">
          <div className="flex items-center justify-between gap-2">
            <Tick row={r} show={tick} />
            <Link to={`/console/leads/${r.id}`} className="min-w-0 flex-1 font-semibold underline">
              {r.name}
            </Link>
            <StatusBadge status={r.status} />
          </div>
          <p className="text-sm">{r.kind}</p>
          <p className="truncate text-sm text-muted-foreground">{r.car || r.contact}</p>
          <p className="text-xs text-muted-foreground">
            {r.received} · {r.reference}
            {r.assignee ? ` · ${r.assignee}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** On a wider screen: a dense table, one line per lead. */
function LeadTable({ rows, tick }: { rows: Row[]; tick: boolean }) {
  const heads = ["Received", "Reference", "Name", "Kind", "Car", "Yard", "Status", "Assigned to"];
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-muted bg-background md:block">
      <table className="w-full border-collapse text-sm">
        <ColumnHeads names={tick ? ["Tick", ...heads] : heads} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-muted hover:bg-muted/30">
              {tick ? (
                <td className="px-3 py-1.5">
                  <Tick row={r} show />
                </td>
              ) : null}
              <td className="whitespace-nowrap px-3 py-1.5">{r.received}</td>
              <td className="whitespace-nowrap px-3 py-1.5 font-mono">{r.reference}</td>
              <td className="px-3 py-1.5">
                <Link to={`/console/leads/${r.id}`} className="font-semibold underline">
                  {r.name}
                </Link>
                <div className="text-xs text-muted-foreground">{r.contact}</div>
              </td>
              <td className="whitespace-nowrap px-3 py-1.5">{r.kind}</td>
              <td className="max-w-[16rem] truncate px-3 py-1.5" title={r.car}>
                {r.car}
              </td>
              <td className="max-w-[12rem] truncate px-3 py-1.5" title={r.yard}>
                {r.yard}
              </td>
              <td className="px-3 py-1.5">
                <StatusBadge status={r.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-1.5">{r.assignee}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
