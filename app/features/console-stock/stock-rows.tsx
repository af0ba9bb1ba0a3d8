import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { ColumnHeads } from "~/ui/column-heads";
import { formatMoney } from "~/ui/format";
import { priceToMarketWords } from "~/features/market";
import { carStatuses } from "./stock-rules";
import { LazyImage } from "~/ui/lazy-image";

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
  /** Against the platform's market (issue 55), where enough other dealers' cars compare. */
  market: {
    price_to_market: number | null;
    suggested_price: number;
    days_to_sell: number | null;
    over_market: boolean;
  } | null;
  aged: boolean;
}

/** "+8.3%" in red over market, "−3.0%" in green under it; the suggested price beneath. */
function MarketCell({ row }: { row: StockRow }) {
  if (!row.market) return <span className="text-muted-foreground">—</span>;
  const percent = row.market.price_to_market;
  const tone = row.market.over_market ? "text-red-800" : percent !== null && percent < -0.5 ? "text-green-800" : "";
  return (
    <>
      <span className={`font-semibold ${tone}`}>{priceToMarketWords(percent)}</span>
      <span className="block text-xs text-muted-foreground">suggest {formatMoney(row.market.suggested_price)}</span>
    </>
  );
}

/** Days in stock, against the market's days to sell; "aged" when past them. */
function daysText(row: Pick<StockRow, "days" | "market" | "aged">): string {
  const market = row.market?.days_to_sell;
  return `${row.days}${market !== null && market !== undefined ? ` of ${market}` : ""}${row.aged ? " · aged" : ""}`;
}

function statusLabel(row: Pick<StockRow, "status" | "reserved">): string {
  const label = carStatuses[row.status as keyof typeof carStatuses] ?? row.status.replace(/_/g, " ");
  return row.reserved && row.status !== "sold" ? `${label} · Reserved` : label;
}

function Thumb({ src }: { src: string | null }) {
  return src ? (
    <LazyImage
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
export function StockCards({ rows, canWrite }: { rows: StockRow[]; canWrite: boolean }) {
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
              {r.market ? ` · ${priceToMarketWords(r.market.price_to_market)}` : ""}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {[r.stocknum, r.yard, `${daysText(r)} days`, `${r.photos} photos`, r.shown ? null : "Hidden"]
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
export function StockTable({ rows, canWrite }: { rows: StockRow[]; canWrite: boolean }) {
  const heads = ["Photo", "Stock no.", "Car", "Price", "Market", "Status", "Yard", "Days", "Photos"];
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
              <td className="whitespace-nowrap px-3 py-1.5">
                <MarketCell row={r} />
              </td>
              <td className="whitespace-nowrap px-3 py-1.5">{statusLabel(r)}</td>
              <td className="max-w-[12rem] truncate px-3 py-1.5" title={r.yard ?? ""}>
                {r.yard}
              </td>
              <td className={`whitespace-nowrap px-3 py-1.5 text-right ${r.aged ? "font-semibold text-red-800" : ""}`}>
                {daysText(r)}
              </td>
              <td className="px-3 py-1.5 text-right">{r.photos}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
