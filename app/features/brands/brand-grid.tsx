import { Link } from "react-router";
import { BrandLogo } from "./brand-logo";
import { SectionHeading } from "~/ui/section-heading";
import type { BrandTileView } from "./brand-page.server";

/** The home page's logo grid of the group's brands, each to its brand page or the brand's own site. */
export function BrandGrid({ tiles }: { tiles: BrandTileView[] }) {
  return (
    <section aria-labelledby="brands-heading" className="mx-auto max-w-7xl px-4 py-8">
      <SectionHeading id="brands-heading" title="Our brands" href="/brands" linkLabel="All brands" />
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 lg:grid-cols-7">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link to={tile.href} className="block rounded border border-muted p-2 hover:border-primary">
              <BrandLogo tile={tile} className="w-full" lazy />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
