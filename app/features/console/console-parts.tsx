import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button";

/** A console page's heading with its actions beside it (New page, New offer), wrapping on a phone. */
export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h1 className="mr-auto text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** Where a row stands (Published, Running, New), in a small coloured badge: `tone` is its colours. */
export function StateBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${tone}`}>{children}</span>;
}

/** A console list's filter buttons: apply the filters, or clear them back to the whole list. */
export function FilterButtons({ clearTo }: { clearTo: string }) {
  return (
    <>
      <button type="submit" className={buttonClass({ size: "sm" })}>
        Filter
      </button>
      <Link to={clearTo} className="py-1 text-sm font-semibold underline">
        Clear
      </Link>
    </>
  );
}

/** A list page's filters past the first row, open when any of them narrows the list. */
export function MoreFilters({
  open,
  columns,
  children,
}: {
  open: boolean;
  /** The grid's columns at each width, as Tailwind classes: "md:grid-cols-5". */
  columns: string;
  children: ReactNode;
}) {
  return (
    <details className="mt-2" open={open}>
      <summary className="cursor-pointer text-sm font-semibold">More filters</summary>
      <div className={`mt-2 grid grid-cols-2 gap-2 ${columns}`}>{children}</div>
    </details>
  );
}
