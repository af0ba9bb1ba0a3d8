import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * A component whose code the browser fetches only when it first renders (wrap it in Suspense). The
 * server loads it at start and hands React a thenable that resolves at once, so the server's HTML is
 * always complete, scripts or not; the browser hydrates that HTML when the chunk arrives.
 */
export function split<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: Loaded<P> | undefined;
  const fetchModule = () => load().then((component) => (loaded = { default: component }));
  if (import.meta.env.SSR) fetchModule().catch(() => undefined);
  return lazy(() =>
    loaded
      ? ({ then: (resolve: (m: Loaded<P>) => void) => resolve(loaded!) } as unknown as Promise<Loaded<P>>)
      : fetchModule(),
  );
}

/**
 * A component the server never renders (a menu's open panel) whose code the browser fetches when
 * `preload` is called or it first renders; if the code cannot be fetched, `fallback` renders
 * instead of failing the page.
 */
export function onDemand<P>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
): { Component: ComponentType<P>; preload: () => void } {
  const Component = lazy(() =>
    load().then(
      (component): Loaded<P> => ({ default: component }),
      (): Loaded<P> => ({ default: fallback }),
    ),
  );
  return { Component, preload: () => void load().catch(() => undefined) };
}
