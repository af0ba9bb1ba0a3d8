import { Link, NavLink } from "react-router";
import type { BrandTileView } from "~/features/brands/index.server";
import { BrandLogo } from "~/features/brands/components";

/** The open Brands menu: a logo tile for each brand, to its page or the brand's own site, and All brands. */
export function BrandsMenuPanel({ data: tiles }: { data: BrandTileView[] }) {
  return (
    <>
      <ul className="grid grid-cols-6 gap-2 xl:grid-cols-7">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              to={tile.href}
              className="flex h-14 items-center justify-center rounded border border-muted p-1 text-center text-sm font-semibold hover:border-primary focus-visible:border-primary"
            >
              <BrandLogo tile={tile} className="h-12 w-auto object-contain" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <NavLink to="/brands" className="font-semibold text-primary hover:underline">
          All brands
        </NavLink>
      </p>
    </>
  );
}
