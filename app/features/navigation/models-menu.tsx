import type { ModelsMenu } from "~/features/models/index.server";
import { menuPanel, OnDemandMenuItem } from "./on-demand-menu";

const panel = menuPanel<ModelsMenu>(
  () => import("./models-menu-panel").then((m) => m.ModelsMenuPanel),
  "/models",
  "All models",
);

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
