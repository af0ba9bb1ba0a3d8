import { useState } from "react";
import { Link } from "react-router";
import type { headerOpeningHours } from "~/features/locations/index.server";
import { HoursTable } from "~/features/locations/components";
import { formatDayDate } from "~/ui/format";

export type HeaderHours = NonNullable<Awaited<ReturnType<typeof headerOpeningHours>>>;

/** The open hours dropdown: a tab per location type, the first (sales) active. */
export function OpeningHoursPanel({ hours }: { hours: HeaderHours }) {
  const [tab, setTab] = useState(0);
  return (
    <>
      <p className="mb-2 font-semibold">{hours.location}</p>
      <div role="tablist" aria-label="Opening hours by department" className="mb-3 flex gap-1">
        {hours.hours.map((h, i) => (
          <button
            key={h.type}
            type="button"
            role="tab"
            aria-selected={tab === i}
            onPointerEnter={() => setTab(i)}
            onClick={() => setTab(i)}
            className="rounded px-3 py-1 text-sm font-semibold aria-selected:bg-primary aria-selected:text-primary-foreground"
          >
            {h.type}
          </button>
        ))}
      </div>
      {hours.hours[tab] ? (
        <div role="tabpanel" aria-label={`${hours.hours[tab].type} hours`}>
          <HoursTable rows={hours.hours[tab].rows} />
        </div>
      ) : null}
      {hours.holidays.length ? (
        <div className="mt-3" data-testid="header-holidays">
          <p className="text-sm font-semibold">Coming holiday hours</p>
          <ul className="text-sm">
            {hours.holidays.map((h) => (
              <li key={h.date} className="flex justify-between gap-3">
                <span>
                  {h.name} <span className="text-muted-foreground">{formatDayDate(h.date)}</span>
                </span>
                <span>{h.hours}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Link to={hours.href} className="mt-3 inline-block text-sm font-semibold text-primary hover:underline">
        Holiday hours and directions
      </Link>
    </>
  );
}
