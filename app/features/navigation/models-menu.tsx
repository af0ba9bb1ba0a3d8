import { NavLink } from "react-router";
import type { ModelsMenu } from "~/features/models/index.server";
import { onDemand } from "~/ui/split";
import { OnDemandMenuItem } from "./on-demand-menu";

const panel = onDemand(() => import("./models-menu-panel").then((m) => m.ModelsMenuPanel), AllModelsLink);

function AllModelsLink() {
  return (
    <NavLink to="/models" className="font-semibold text-primary hover:underline">
      All models
    </NavLink>
  );
}

/** The Models menu (spec 001 section 3): body tabs and model tiles. */
export function ModelsMenuItem({ label, linkClass }: { label: string; linkClass: string }) {
  return (
    <OnDemandMenuItem<ModelsMenu>
      label={label}
      linkClass={linkClass}
      href="/models"
      dataUrl="/api/models-menu"
      panel={panel}
      loadingText="Loading models…"
      testId="models-menu"
    />
  );
}
