import { imageUrl } from "~/platform/images/image-url";
import type { BrandTileView } from "./brand-page.server";

/** A brand's logo, which is its name to a screen reader; the name itself where the brand has no logo. */
export function BrandLogo({
  tile,
  className,
  lazy = false,
}: {
  tile: BrandTileView;
  className: string;
  lazy?: boolean;
}) {
  if (!tile.logo) return <>{tile.name}</>;
  return (
    <img
      src={imageUrl(tile.logo, { width: 160 })}
      alt={tile.name}
      width={120}
      height={60}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
