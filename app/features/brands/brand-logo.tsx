import { useEffect, useRef, useState } from "react";
import { imageUrl } from "~/platform/images/image-url";
import type { BrandTileView } from "./brand-page.server";

/**
 * A brand's logo, which is its name to a screen reader; the name itself where the brand has no logo,
 * and where its logo does not load (spec 001 section 2's fallback, issue 56): a broken picture never
 * stands for a brand. A logo that failed before the page's scripts ran is found on hydration.
 */
export function BrandLogo({
  tile,
  className,
  lazy = false,
}: {
  tile: BrandTileView;
  className: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailed(true);
  }, []);
  if (!tile.logo || failed)
    return (
      <span className={`${className} flex min-h-12 items-center justify-center text-center font-bold`} data-logo="name">
        {tile.name}
      </span>
    );
  return (
    <img
      ref={image}
      src={imageUrl(tile.logo, { width: 160 })}
      alt={tile.name}
      width={120}
      height={60}
      loading={lazy ? "lazy" : undefined}
      onError={() => setFailed(true)}
      className={className}
    />
  );
}
