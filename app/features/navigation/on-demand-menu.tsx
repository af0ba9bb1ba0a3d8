import { Suspense, type ComponentType } from "react";
import { NavLink, useFetcher } from "react-router";
import { onDemand } from "~/ui/split";

type Panel<T> = { Component: ComponentType<{ data: T }>; preload: () => void };

/** A menu's panel, fetched when the menu first opens; if its code cannot be fetched, a link to the menu's page. */
export function menuPanel<T>(
  load: () => Promise<ComponentType<{ data: T }>>,
  href: string,
  allLabel: string,
): Panel<T> {
  return onDemand(load, function AllLink() {
    return (
      <NavLink to={href} className="font-semibold text-primary hover:underline">
        {allLabel}
      </NavLink>
    );
  });
}

/**
 * A header menu whose data and panel code are fetched the first time it opens (pointer or focus), so
 * no page carries them; without scripts it is a link to its own page. The Models and Brands menus.
 */
export function OnDemandMenuItem<T>({
  label,
  linkClass,
  href,
  dataUrl,
  panel,
  loadingText,
  testId,
}: {
  label: string;
  linkClass: string;
  href: string;
  dataUrl: string;
  panel: Panel<T>;
  loadingText: string;
  testId: string;
}) {
  const menu = useFetcher<T>();
  const open = () => {
    if (menu.state !== "idle" || menu.data) return;
    void menu.load(dataUrl);
    panel.preload();
  };
  const loading = (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      {loadingText}
    </p>
  );
  return (
    <li className="group relative" data-dropdown onPointerEnter={open} onFocus={open}>
      <NavLink to={href} className={linkClass}>
        {label}
      </NavLink>
      {/* Drawn once scripts have started fetching it: without them the menu is its link, never a "Loading…" for ever (issue 56). */}
      {menu.data || menu.state !== "idle" ? (
        <div
          className="invisible absolute left-0 z-20 hidden w-[min(56rem,calc(100vw-2rem))] lg:block rounded bg-background p-4 text-foreground shadow-lg group-focus-within:visible group-hover:visible"
          data-testid={testId}
        >
          {menu.data ? (
            <Suspense fallback={loading}>
              {/* The menus' data are plain JSON, the same after serialising. */}
              <panel.Component data={menu.data as T} />
            </Suspense>
          ) : (
            loading
          )}
        </div>
      ) : null}
    </li>
  );
}
