import { Form, Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { Choice } from "~/ui/choice";
import { ColumnHeads } from "~/ui/column-heads";
import { FormAlert, inputClass } from "~/ui/field";
import { formatMoney, formatNumber } from "~/ui/format";
import { useScripted } from "~/ui/use-scripted";
import { bulkKinds, carStatuses, stockFlags, stockQuery, stockSorts, type StockFilters } from "./stock-rules";

export interface StockRow {
  id: number;
  stocknum: string;
  name: string;
  regplate: string | null;
  price: number;
  status: string;
  reserved: boolean;
  tag: string | null;
  car_type: string;
  shown: boolean;
  photos: number;
  thumb: string | null;
  yard: string | null;
  days: number;
}

export interface StockListData {
  filters: StockFilters;
  total: number;
  pages: number;
  yards: { id: number; name: string }[];
  rows: StockRow[];
  canWrite: boolean;
}

/** What the action answered: a question to confirm, what was done, or why not. */
export type BulkOutcome =
  | { confirm: { question: string; ids: number[]; fields: Record<string, string> } }
  | { done: string }
  | { error: string }
  | undefined;

const select = `${inputClass} mt-1 py-1.5 text-sm`;
const CONDITIONS = [
  ["new", "New"],
  ["used", "Used"],
  ["demo", "Demo"],
] as const;
const AGES = [30, 60, 90, 180].map((d) => [d, `${d} days`] as const);

function statusLabel(row: Pick<StockRow, "status" | "reserved">): string {
  const label = carStatuses[row.status as keyof typeof carStatuses] ?? row.status.replace(/_/g, " ");
  return row.reserved && row.status !== "sold" ? `${label} · Reserved` : label;
}

/** The console's stock: search and filters (a GET form), then a dense table to tick cars and act on them together. */
export function StockList({ data, outcome }: { data: StockListData; outcome: BulkOutcome }) {
  const { filters, total, pages, yards, rows, canWrite } = data;
  const narrowed = Boolean(filters.status || filters.car_type || filters.yard || filters.days || filters.flag);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Stock</h1>
        {canWrite ? (
          <div className="flex gap-2">
            <Link to="/console/imports" className={buttonClass({ variant: "outline", size: "sm" })}>
              Import a file
            </Link>
            <Link to="/console/stock/new" className={buttonClass({ size: "sm" })}>
              Add a car
            </Link>
          </div>
        ) : null}
      </div>
      <Form method="get" className="rounded-lg border border-muted bg-background p-3" aria-label="Filter stock">
        <div className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 basis-full text-sm font-semibold sm:basis-auto sm:flex-1">
            Search
            <input
              name="q"
              type="search"
              defaultValue={filters.q}
              placeholder="Stock number, rego, VIN, make or model"
              className={select}
            />
          </label>
          <label className="text-sm font-semibold">
            Sort
            <select name="sort" defaultValue={filters.sort} className={select}>
              {Object.entries(stockSorts).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass({ size: "sm" })}>
            Filter
          </button>
          <Link to="/console/stock" className="py-1 text-sm font-semibold underline">
            Clear
          </Link>
        </div>
        <details className="mt-2" open={narrowed}>
          <summary className="cursor-pointer text-sm font-semibold">More filters</summary>
          <div className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-5">
            <Choice
              label="Status"
              name="status"
              value={filters.status}
              any="Any status"
              options={Object.entries(carStatuses)}
              className={select}
            />
            <Choice
              label="Condition"
              name="car_type"
              value={filters.car_type}
              any="New, used and demo"
              options={CONDITIONS}
              className={select}
            />
            <Choice
              label="Yard"
              name="yard"
              value={filters.yard ?? ""}
              any="Any yard"
              options={yards.map((y) => [y.id, y.name])}
              className={select}
            />
            <Choice
              label="In stock at least"
              name="days"
              value={filters.days ?? ""}
              any="Any time"
              options={AGES}
              className={select}
            />
            <Choice
              label="Needs attention"
              name="flag"
              value={filters.flag}
              any="Every car"
              options={Object.entries(stockFlags)}
              className={select}
            />
          </div>
        </details>
      </Form>
      <Outcome outcome={outcome} />
      <p role="status" className="text-sm text-muted-foreground">
        {formatNumber(total)} {total === 1 ? "car" : "cars"}
        {pages > 1 ? ` · page ${filters.page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <Form method="post" id="stock-bulk" aria-label="Act on ticked cars" className="space-y-3">
          <input type="hidden" name="intent" value="bulk" />
          {canWrite ? <BulkBar yards={yards} /> : null}
          <StockCards rows={rows} canWrite={canWrite} />
          <StockTable rows={rows} canWrite={canWrite} />
        </Form>
      ) : (
        <p className="rounded-lg border border-muted bg-background p-6 text-center">No cars match these filters.</p>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of stock" className="flex gap-3">
          {filters.page > 1 ? (
            <Link
              to={`/console/stock${stockQuery(filters, filters.page - 1)}`}
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              Previous
            </Link>
          ) : null}
          {filters.page < pages ? (
            <Link
              to={`/console/stock${stockQuery(filters, filters.page + 1)}`}
              className={buttonClass({ variant: "outline", size: "sm" })}
            >
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function Outcome({ outcome }: { outcome: BulkOutcome }) {
  if (!outcome) return null;
  if ("error" in outcome) return <FormAlert text={outcome.error} />;
  if ("done" in outcome)
    return (
      <p role="status" className="rounded border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
        {outcome.done}
      </p>
    );
  const { question, ids, fields } = outcome.confirm;
  return (
    <Form
      method="post"
      role="alertdialog"
      aria-labelledby="bulk-question"
      className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3"
    >
      <p id="bulk-question" className="font-semibold">
        {question}
      </p>
      <input type="hidden" name="intent" value="bulk" />
      <input type="hidden" name="confirm" value="yes" />
      {ids.map((id) => (
        <input key={id} type="hidden" name="car" value={id} />
      ))}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass({ size: "sm" })} autoFocus>
        Yes, do it
      </button>
      <Link to="." className="text-sm font-semibold underline">
        Cancel
      </Link>
    </Form>
  );
}

const compact = `${inputClass} mt-1 w-auto max-w-[16rem] py-1.5 text-sm`;
const UNITS = [
  ["amount", "dollars"],
  ["percent", "per cent"],
] as const;

/** Ticks every car shown (or unticks them all when all are ticked already). */
function tickAll(event: React.MouseEvent<HTMLButtonElement>) {
  const boxes = [...(event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="car"]') ?? [])];
  const tick = boxes.some((box) => !box.checked);
  for (const box of boxes) box.checked = tick;
}

function BulkBar({ yards }: { yards: { id: number; name: string }[] }) {
  const scripted = useScripted();
  return (
    <fieldset className="flex flex-wrap items-end gap-2 rounded-lg border border-muted bg-background p-3">
      <legend className="px-1 text-sm font-semibold">With the ticked cars</legend>
      <label className="text-sm font-semibold">
        Action
        <select name="bulk" className={compact} defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {Object.entries(bulkKinds).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Choice
        label="Yard (to move to)"
        name="yard"
        value=""
        any="—"
        options={yards.map((y) => [y.id, y.name])}
        className={compact}
      />
      <label className="text-sm font-semibold">
        Price change
        <input name="change" inputMode="decimal" placeholder="-500 or 5" className={`${compact} w-28`} />
      </label>
      <Choice label="In" name="by" value="amount" options={UNITS} className={compact} />
      <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
        Apply…
      </button>
      {scripted ? (
        <button type="button" className="py-1 text-sm font-semibold underline" onClick={tickAll}>
          Tick every car on this page
        </button>
      ) : null}
    </fieldset>
  );
}

function Thumb({ src }: { src: string | null }) {
  return src ? (
    <img
      src={imageUrl(src, { width: 80 })}
      alt=""
      width={64}
      height={48}
      className="h-12 w-16 shrink-0 rounded object-cover"
    />
  ) : (
    <span className="block h-12 w-16 shrink-0 rounded bg-muted" aria-hidden="true" />
  );
}

/** On a phone: a card per car, to tick with a thumb. */
function StockCards({ rows, canWrite }: { rows: StockRow[]; canWrite: boolean }) {
  return (
    <ul className="divide-y divide-muted rounded-lg border border-muted bg-background md:hidden">
      {rows.map((r) => (
        <li key={r.id} className="flex items-center gap-3 p-3">
          {canWrite ? (
            <input
              type="checkbox"
              name="car"
              value={r.id}
              aria-label={`Tick ${r.stocknum}`}
              className="size-6 shrink-0"
            />
          ) : null}
          <Thumb src={r.thumb} />
          <div className="min-w-0 text-sm">
            <Link to={`/console/stock/${r.id}`} className="font-semibold underline">
              {r.name}
            </Link>
            <p>
              {r.price > 0 ? formatMoney(r.price) : "No price"} · {statusLabel(r)}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {[r.stocknum, r.yard, `${r.days} days`, `${r.photos} photos`, r.shown ? null : "Hidden"]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** On a wider screen: a dense table, one line per car. */
function StockTable({ rows, canWrite }: { rows: StockRow[]; canWrite: boolean }) {
  const heads = ["Photo", "Stock no.", "Car", "Price", "Status", "Yard", "Days", "Photos"];
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-muted bg-background md:block">
      <table className="w-full border-collapse text-sm">
        <ColumnHeads names={canWrite ? ["Tick", ...heads] : heads} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-muted hover:bg-muted/30">
              {canWrite ? (
                <td className="px-3 py-1.5">
                  <input type="checkbox" name="car" value={r.id} aria-label={`Tick ${r.stocknum}`} className="size-5" />
                </td>
              ) : null}
              <td className="px-3 py-1">
                <Thumb src={r.thumb} />
              </td>
              <td className="whitespace-nowrap px-3 py-1.5 font-mono">{r.stocknum}</td>
              <td className="min-w-[14rem] px-3 py-1.5">
                <Link to={`/console/stock/${r.id}`} className="font-semibold underline">
                  {r.name}
                </Link>
                <div className="text-xs text-muted-foreground">
                  {[r.car_type, r.regplate, r.tag, r.shown ? null : "Hidden"].filter(Boolean).join(" · ")}
                </div>
              </td>
              <td className="whitespace-nowrap px-3 py-1.5">{r.price > 0 ? formatMoney(r.price) : "No price"}</td>
              <td className="whitespace-nowrap px-3 py-1.5">{statusLabel(r)}</td>
              <td className="max-w-[12rem] truncate px-3 py-1.5" title={r.yard ?? ""}>
                {r.yard}
              </td>
              <td className="px-3 py-1.5 text-right">{r.days}</td>
              <td className="px-3 py-1.5 text-right">{r.photos}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
