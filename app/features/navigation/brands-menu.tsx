import type { BrandTileView } from "~/features/brands/index.server";
import { menuPanel, OnDemandMenuItem } from "./on-demand-menu";

const panel = menuPanel<BrandTileView[]>(
  () => import("./brands-menu-panel").then((m) => m.BrandsMenuPanel),
  "/brands",
  "All brands",
);

/** The Brands mega-menu (spec 001 section 3, "brand logo tiles"). */
export function BrandsMenuItem({ label, linkClass }: { label: string; linkClass: string }) {
  return (
    <OnDemandMenuItem<BrandTileView[]>
      label={label}
      linkClass={linkClass}
      href="/brands"
      dataUrl="/api/brands-menu"
      panel={panel}
      loadingText="Loading brands…"
      testId="brands-menu"
    />
  );
}
