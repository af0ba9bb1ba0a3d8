import { useState } from "react";
import { Link, useFetcher } from "react-router";
import type { headerOpeningHours } from "~/features/locations/locations.server";
import { HoursTable } from "~/features/locations/hours-table";

type Hours = Awaited<ReturnType<typeof headerOpeningHours>>;

/**
 * Spec 001 sections 2 and 4: the opening-hours dropdown in the header, opening on hover (and focus)
 * and closing when the pointer leaves, a tab per location type, the first (sales) active. Its data
 * loads the first time it opens; without scripts it is a link to the locations page.
 */
export function OpeningHoursMenu() {
  const hours = useFetcher<Hours>();
  const [tab, setTab] = useState(0);
  const open = () => {
    if (hours.state === "idle" && hours.data === undefined) void hours.load("/api/opening-hours");
  };
  const data = hours.data;
  return (
    <div className="group relative hidden md:block" data-dropdown onPointerEnter={open} onFocus={open}>
      <Link to="/dealer-locator" className="font-semibold hover:underline">
        Opening hours <span aria-hidden="true">▾</span>
      </Link>
      <div className="invisible absolute right-0 z-30 mt-2 w-80 rounded bg-background p-4 text-foreground shadow-lg group-focus-within:visible group-hover:visible" data-testid="opening-hours-menu">
        {data ? (
          <>
            <p className="mb-2 font-semibold">{data.location}</p>
            <div role="tablist" aria-label="Opening hours by department" className="mb-3 flex gap-1">
              {data.hours.map((h, i) => (
                <button key={h.type} type="button" role="tab" aria-selected={tab === i} onPointerEnter={() => setTab(i)} onClick={() => setTab(i)} className="rounded px-3 py-1 text-sm font-semibold aria-selected:bg-primary aria-selected:text-primary-foreground">
                  {h.type}
                </button>
              ))}
            </div>
            {data.hours[tab] ? (
              <div role="tabpanel" aria-label={`${data.hours[tab].type} hours`}>
                <HoursTable rows={data.hours[tab].rows} />
              </div>
            ) : null}
            <Link to={data.href} className="mt-3 inline-block text-sm font-semibold text-primary hover:underline">
              Holiday hours and directions
            </Link>
          </>
        ) : data === null ? (
          <Link to="/dealer-locator" className="text-sm font-semibold text-primary">
            Our locations
          </Link>
        ) : (
          <p aria-live="polite" className="text-sm text-muted-foreground">
            Loading hours…
          </p>
        )}
      </div>
    </div>
  );
}
