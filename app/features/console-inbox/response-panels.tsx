import { Link } from "react-router";
import { ColumnHeads } from "~/ui/column-heads";
import { formatNumber } from "~/ui/format";
import { minutesLabel, type ResponseFigures } from "./response-rules";

const share = (n: number) => `${Math.round(n * 100)}%`;

export interface WorkView {
  response: ResponseFigures;
  bySalesperson: { label: string; figures: ResponseFigures }[];
  byYard: { label: string; figures: ResponseFigures }[];
  bySource: { label: string; figures: ResponseFigures }[];
  conversion: { leads: number; appointments: number; won: number };
  stockAge: { label: string; n: number; href: string }[];
}

function Tile({ figure, label, alarm }: { figure: string; label: string; alarm?: boolean }) {
  return (
    <p className="rounded-lg border border-muted bg-background p-4">
      <span className={`block text-2xl font-bold tabular-nums md:text-3xl ${alarm ? "text-red-700" : ""}`}>
        {figure}
      </span>{" "}
      {label}
    </p>
  );
}

/** The first five minutes, at a glance: how fast leads are answered, and how many become sales. */
export function ResponseTiles({ work }: { work: WorkView }) {
  const { response, conversion } = work;
  return (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
      <Tile
        figure={minutesLabel(response.median)}
        label="median to first contact"
        alarm={(response.median ?? 0) > 15}
      />
      <Tile figure={minutesLabel(response.p90)} label="for 9 in 10 leads" />
      <Tile
        figure={share(response.within5)}
        label="answered within 5 minutes"
        alarm={response.leads > 0 && response.within5 < 0.5}
      />
      <Tile figure={share(response.within15)} label="answered within 15 minutes" />
      <p className="col-span-2 rounded-lg border border-muted bg-background p-4 md:col-span-4">
        <span className="font-bold tabular-nums">{formatNumber(conversion.leads)}</span> leads →{" "}
        <span className="font-bold tabular-nums">{formatNumber(conversion.appointments)}</span> appointments (
        {conversion.leads ? share(conversion.appointments / conversion.leads) : "0%"}) →{" "}
        <span className="font-bold tabular-nums">{formatNumber(conversion.won)}</span> won (
        {conversion.leads ? share(conversion.won / conversion.leads) : "0%"})
      </p>
    </div>
  );
}

/** Time to first contact by salesperson, yard or source: a dense table, one line each. */
export function ResponseTable({ title, who, rows }: { title: string; who: string; rows: WorkView["bySalesperson"] }) {
  const id = `dashboard-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <section
      aria-labelledby={id}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-muted bg-background p-4"
    >
      <h2 id={id} className="mb-2 font-bold">
        {title}
      </h2>
      {rows.length ? (
        <table className="w-full border-collapse text-sm">
          <ColumnHeads names={[who, "Leads", "Median", "9 in 10", "In 5 min", "In 15 min"]} />
          <tbody>
            {rows.map(({ label, figures }) => (
              <tr key={label} className="border-t border-muted">
                <td className="max-w-[10rem] truncate py-1 pr-2" title={label}>
                  {label}
                </td>
                <td className="py-1 pr-2 tabular-nums">{formatNumber(figures.leads)}</td>
                <td className="whitespace-nowrap py-1 pr-2 tabular-nums">{minutesLabel(figures.median)}</td>
                <td className="whitespace-nowrap py-1 pr-2 tabular-nums">{minutesLabel(figures.p90)}</td>
                <td className="py-1 pr-2 tabular-nums">{share(figures.within5)}</td>
                <td className="py-1 tabular-nums">{share(figures.within15)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted-foreground">No leads yet in this period.</p>
      )}
    </section>
  );
}

/** Stock by days in stock, each bucket opening the stock list of those cars (with its bulk price change). */
export function StockAge({ buckets }: { buckets: WorkView["stockAge"] }) {
  return (
    <section aria-labelledby="dashboard-stock-age" className="rounded-lg border border-muted bg-background p-4">
      <h2 id="dashboard-stock-age" className="mb-2 font-bold">
        Stock age
      </h2>
      <ul className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
        {buckets.map((b) => (
          <li key={b.label}>
            <Link to={b.href} className="block rounded border border-muted p-2 hover:bg-muted/40">
              <span className="block text-2xl font-bold tabular-nums">{formatNumber(b.n)}</span>
              <span className="underline">{b.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
