import { Suspense, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { onDemand } from "~/ui/split";
import { useScripted } from "~/ui/use-scripted";
import type { HeaderHours } from "./opening-hours-panel";

const { Component: OpeningHoursPanel, preload: preloadPanel } = onDemand(
  () => import("./opening-hours-panel").then((m) => m.OpeningHoursPanel),
  LocationsLink,
);

function LocationsLink() {
  return (
    <Link to="/dealer-locator" className="text-sm font-semibold text-primary">
      Our locations
    </Link>
  );
}

/**
 * Spec 001 sections 2 and 4: the opening-hours dropdown in the header, opening on hover and closing
 * when the pointer leaves. With scripts it is a button that opens and closes it (and Escape, or
 * focus moving on, closes it), so it never leaves the page and never stays open over another menu
 * (issue 36); its data and the code of its tabs load the first time it opens. Without scripts it is
 * a link to the locations page.
 */
export function OpeningHoursMenu() {
  const scripted = useScripted();
  const [opened, setOpened] = useState(false);
  const hours = useFetcher<HeaderHours | null>();
  // On a car's page, its own yard's hours (issue 56); the fetcher asks again on another car's page.
  const car = /^\/cars\/([^/]+)/.exec(useLocation().pathname)?.[1] ?? null;
  const source = car ? `/api/opening-hours?car=${encodeURIComponent(car)}` : "/api/opening-hours";
  const [loaded, setLoaded] = useState<string | null>(null);
  const open = () => {
    setOpened(true);
    if (hours.state !== "idle" || (hours.data !== undefined && loaded === source)) return;
    setLoaded(source);
    void hours.load(source);
    preloadPanel();
  };
  const loading = (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      Loading hours…
    </p>
  );
  if (!scripted)
    return (
      <Link to="/dealer-locator" className="hidden font-semibold hover:underline md:block">
        Opening hours
      </Link>
    );
  return (
    <div
      className="relative hidden md:block"
      data-dropdown
      data-open={opened || undefined}
      onPointerEnter={open}
      onPointerLeave={() => setOpened(false)}
      onKeyDown={(event) => event.key === "Escape" && setOpened(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpened(false);
      }}
    >
      <button
        type="button"
        aria-expanded={opened}
        aria-controls={PANEL_ID}
        onClick={() => (opened ? setOpened(false) : open())}
        className="font-semibold hover:underline"
      >
        Opening hours <span aria-hidden="true">▾</span>
      </button>
      <div
        id={PANEL_ID}
        hidden={!opened}
        className="absolute right-0 z-30 mt-2 w-80 rounded bg-background p-4 text-foreground shadow-lg"
        data-testid="opening-hours-menu"
      >
        {hours.data ? (
          <Suspense fallback={loading}>
            <OpeningHoursPanel hours={hours.data} />
          </Suspense>
        ) : hours.data === null ? (
          <LocationsLink />
        ) : (
          loading
        )}
      </div>
    </div>
  );
}

const PANEL_ID = "opening-hours-panel";
