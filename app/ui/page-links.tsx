import { Link } from "react-router";

/** Numbered page links for a listing of a few pages; the current one marked for screen readers. */
export function Pager({ pages, current, href }: { pages: number; current: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-2">
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <Link
          key={n}
          to={href(n)}
          aria-current={n === current ? "page" : undefined}
          className="rounded border px-3 py-1 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
        >
          {n}
        </Link>
      ))}
    </nav>
  );
}

/** Filters as plain links, one chosen: they work without scripts and can be shared. */
export function FilterLinks({
  label,
  items,
}: {
  label: string;
  items: { key: string; label: string; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.href}
          aria-current={item.current ? "page" : undefined}
          preventScrollReset
          className="rounded-full border border-muted-foreground/30 px-4 py-1.5 text-sm font-semibold aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
