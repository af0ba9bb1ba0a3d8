import { Suspense } from "react";
import { NavLink, useFetcher } from "react-router";
import type { ModelsMenu } from "~/features/models/index.server";
import { onDemand } from "~/ui/split";

const { Component: ModelsMenuPanel, preload: preloadPanel } = onDemand(
  () => import("./models-menu-panel").then((m) => m.ModelsMenuPanel),
  AllModelsLink,
);

function AllModelsLink() {
  return (
    <NavLink to="/models" className="font-semibold text-primary hover:underline">
      All models
    </NavLink>
  );
}

/**
 * The Models menu. Its data and the code of its tabs and tiles are fetched the first time the menu
 * opens, so no page carries them; without scripts Models is a link to /models.
 */
export function ModelsMenuItem({ label, linkClass }: { label: string; linkClass: string }) {
  const menu = useFetcher<ModelsMenu>();
  const open = () => {
    if (menu.state !== "idle" || menu.data) return;
    void menu.load("/api/models-menu");
    preloadPanel();
  };
  const loading = (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      Loading models…
    </p>
  );
  return (
    <li className="group relative" data-dropdown onPointerEnter={open} onFocus={open}>
      <NavLink to="/models" className={linkClass}>
        {label}
      </NavLink>
      <div
        className="invisible absolute left-0 z-20 hidden w-[min(56rem,calc(100vw-2rem))] lg:block rounded bg-background p-4 text-foreground shadow-lg group-focus-within:visible group-hover:visible"
        data-testid="models-menu"
      >
        {menu.data ? (
          <Suspense fallback={loading}>
            <ModelsMenuPanel menu={menu.data} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </li>
  );
}
