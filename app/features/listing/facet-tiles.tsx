import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import type { FacetTile } from "./facet-tile";
import { LazyImage } from "~/ui/lazy-image";

export function FacetTiles({ id, heading, tiles }: { id: string; heading: string; tiles: FacetTile[] }) {
  if (!tiles.length) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-8">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {heading}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              to={tile.href}
              className="flex h-full items-center gap-3 rounded border border-muted p-3 hover:border-primary"
            >
              {tile.logo ? (
                <LazyImage
                  src={imageUrl(tile.logo, { width: 80 })}
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 object-contain"
                />
              ) : null}
              <span className="font-semibold">
                {tile.label} <span className="font-normal text-muted-foreground">({tile.count})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
