import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { Choice } from "~/ui/choice";
import { inputClass } from "~/ui/field";
import { formatNumber } from "~/ui/format";
import { BulkBar, Outcome, type BulkOutcome } from "./stock-bulk-bar";
import { StockCards, StockTable, type StockRow } from "./stock-rows";
import { carStatuses, stockFlags, stockQuery, stockSorts, type StockFilters } from "./stock-rules";
import { FilterButtons, MoreFilters } from "~/features/console/components";

export interface StockListData {
  filters: StockFilters;
  total: number;
  pages: number;
  yards: { id: number; name: string }[];
  rows: StockRow[];
  canWrite: boolean;
  /** "price" when the aged-stock view's "Lower their prices" opened the list. */
  bulkPreset: string;
}

const select = `${inputClass} mt-1 py-1.5 text-sm`;
const CONDITIONS = [
  ["new", "New"],
  ["used", "Used"],
  ["demo", "Demo"],
] as const;
const AGES = [30, 60, 90, 180].map((d) => [d, `${d} days`] as const);

/** The console's stock: search and filters (a GET form), then a dense table to tick cars and act on them together. */
export function StockList({ data, outcome }: { data: StockListData; outcome: BulkOutcome }) {
  const { filters, total, pages, yards, rows, canWrite, bulkPreset } = data;
  const narrowed = Boolean(filters.status || filters.car_type || filters.yard || filters.days || filters.flag);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Stock</h1>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Link to="/console/stock?flag=aged" className={buttonClass({ variant: "outline", size: "sm" })}>
              Aged stock
            </Link>
            <Link to="/console/imports" className={buttonClass({ variant: "outline", size: "sm" })}>
              Import a file
            </Link>
            <Link to="/console/stock/new" className={buttonClass({ variant: "outline", size: "sm" })}>
              Full form
            </Link>
            <Link to="/console/stock/quick" className={buttonClass({ size: "sm" })}>
              Quick add
            </Link>
          </div>
        ) : null}
      </div>
      <Form
        key={stockQuery(filters)}
        method="get"
        className="rounded-lg border border-muted bg-background p-3"
        aria-label="Filter stock"
      >
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
          <FilterButtons clearTo="/console/stock" />
        </div>
        <MoreFilters open={narrowed} columns="md:grid-cols-5">
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
        </MoreFilters>
      </Form>
      <Outcome outcome={outcome} />
      {filters.flag === "aged" && canWrite && total > 0 ? <AgedStock filters={filters} total={total} /> : null}
      <p role="status" className="text-sm text-muted-foreground">
        {formatNumber(total)} {total === 1 ? "car" : "cars"}
        {pages > 1 ? ` · page ${filters.page} of ${pages}` : ""}
      </p>
      {rows.length ? (
        <Form method="post" id="stock-bulk" aria-label="Act on ticked cars" className="space-y-3">
          <input type="hidden" name="intent" value="bulk" />
          {canWrite ? <BulkBar key={bulkPreset} yards={yards} preset={bulkPreset} /> : null}
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

/**
 * The aged-stock view (issue 55): cars unsold for longer than other dealers take to sell theirs, each
 * with its suggested price, and the way to the bulk price change.
 */
function AgedStock({ filters, total }: { filters: StockFilters; total: number }) {
  return (
    <section aria-labelledby="aged-heading" className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-sm">
      <h2 id="aged-heading" className="font-bold">
        Aged stock: {formatNumber(total)} {total === 1 ? "car" : "cars"}
      </h2>
      <p>
        In stock longer than dealers on the platform take to sell the same model (60 days where there is no market yet).
        The Market column suggests a price from other dealers' asking prices.
      </p>
      <Link
        to={`/console/stock${stockQuery(filters, 1)}${stockQuery(filters, 1) ? "&" : "?"}bulk=price#bulk-bar`}
        className={buttonClass({ size: "sm" }, "mt-2")}
      >
        Lower their prices
      </Link>
    </section>
  );
}
