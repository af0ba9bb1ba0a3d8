import { Link } from "react-router";
import { formatNumber } from "~/ui/format";

export function StatsBanner({ stats }: { stats: { locations: string; brands: string; years: string } }) {
  const items = [
    [stats.locations, "locations"],
    [stats.brands, "brands"],
    [stats.years, "years"],
  ];
  return (
    <section aria-label="About our group" className="bg-accent text-accent-foreground">
      <ul className="mx-auto grid max-w-7xl grid-cols-3 gap-4 px-4 py-6 text-center">
        {items.map(([value, label]) => (
          <li key={label}>
            <span className="block text-3xl font-bold">{value}</span>
            <span className="uppercase tracking-wide">{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STOCK_LINKS = [
  ["new", "New", "/search/new-cars"],
  ["demo", "Demo", "/search/demo-cars"],
  ["used", "Used", "/search/used-cars"],
] as const;

/** The home page's tiles to the new, demo and used listings, each with its count and the site's word for its stock, where there is stock. */
export function StockTiles({ stock, words }: { stock: Partial<Record<string, number>>; words: string }) {
  const tiles = STOCK_LINKS.filter(([type]) => (stock[type] ?? 0) > 0);
  return (
    <section aria-labelledby="stock-heading" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="stock-heading" className="mb-4 text-2xl font-bold">
        Browse our stock
      </h2>
      {tiles.length === 0 ? (
        <p className="text-muted-foreground">
          Our stock is on its way.{" "}
          <Link to="/contact" className="font-semibold text-primary underline">
            Tell us what you are after
          </Link>{" "}
          and we will find it for you.
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map(([type, label, href]) => (
          <li key={type}>
            <Link to={href} className="block rounded border border-muted p-5 hover:border-primary">
              <span className="block text-3xl font-bold text-primary">{formatNumber(stock[type] ?? 0)}</span>
              <span className="font-semibold">{`${label} ${words}`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 001 section 2, "a Why choose us strip": the dealer's reasons. */
export function WhyChooseUs({ reasons }: { reasons: { title: string; text: string }[] }) {
  if (reasons.length === 0) return null;
  return (
    <section aria-labelledby="why-heading" className="bg-muted/50">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="why-heading" className="mb-6 text-center text-2xl font-bold">
          Why choose us
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.title} className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto mb-3 flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                ✓
              </span>
              <h3 className="font-bold">{reason.title}</h3>
              <p className="mt-1 text-muted-foreground">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
