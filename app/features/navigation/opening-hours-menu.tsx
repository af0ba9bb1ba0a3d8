import { Suspense } from "react";
import { Link, useFetcher } from "react-router";
import { onDemand } from "~/ui/split";
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
 * Spec 001 sections 2 and 4: the opening-hours dropdown in the header, opening on hover (and focus)
 * and closing when the pointer leaves. Its data and the code of its tabs load the first time it
 * opens; without scripts it is a link to the locations page.
 */
export function OpeningHoursMenu() {
  const hours = useFetcher<HeaderHours | null>();
  const open = () => {
    if (hours.state !== "idle" || hours.data !== undefined) return;
    void hours.load("/api/opening-hours");
    preloadPanel();
  };
  const loading = (
    <p aria-live="polite" className="text-sm text-muted-foreground">
      Loading hours…
    </p>
  );
  return (
    <div className="group relative hidden md:block" data-dropdown onPointerEnter={open} onFocus={open}>
      <Link to="/dealer-locator" className="font-semibold hover:underline">
        Opening hours <span aria-hidden="true">▾</span>
      </Link>
      <div
        className="invisible absolute right-0 z-30 mt-2 w-80 rounded bg-background p-4 text-foreground shadow-lg group-focus-within:visible group-hover:visible"
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
