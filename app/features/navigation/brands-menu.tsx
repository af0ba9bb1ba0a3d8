import { NavLink } from "react-router";
import type { BrandTileView } from "~/features/brands/index.server";
import { onDemand } from "~/ui/split";
import { OnDemandMenuItem } from "./on-demand-menu";

const panel = onDemand(() => import("./brands-menu-panel").then((m) => m.BrandsMenuPanel), AllBrandsLink);

function AllBrandsLink() {
  return (
    <NavLink to="/brands" className="font-semibold text-primary hover:underline">
      All brands
    </NavLink>
  );
}

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
