import { useRef } from "react";
import { Button } from "~/ui/button";
import { Dialog } from "~/ui/dialog";
import { formatDayDate } from "~/ui/format";

type Holiday = { date: string; name: string; hours: string };

function HolidayList({ holidays }: { holidays: Holiday[] }) {
  return (
    <ul className="divide-y divide-muted-foreground/20">
      {holidays.map((h) => (
        <li key={h.date} className="flex justify-between gap-4 py-2 text-sm">
          <span>
            <span className="font-semibold">{h.name}</span>{" "}
            <span className="text-muted-foreground">{formatDayDate(h.date)}</span>
          </span>
          <span>{h.hours}</span>
        </li>
      ))}
    </ul>
  );
}

/** Spec 001 section 2: the holiday hours dialog, from the location's special hours; a plain list without scripts. */
export function HolidayHours({ holidays }: { holidays: Holiday[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  if (holidays.length === 0) return null;
  return (
    <>
      <Button
        variant="outline"
        size="compact"
        onClick={() => dialog.current?.showModal()}
        className="hidden [html[data-hydrated]_&]:inline-flex"
      >
        Holiday hours
      </Button>
      <details className="[html[data-hydrated]_&]:hidden">
        <summary className="cursor-pointer font-semibold">Holiday hours</summary>
        <HolidayList holidays={holidays} />
      </details>
      <Dialog ref={dialog} labelledBy="holiday-hours-heading" heading="Holiday hours">
        <HolidayList holidays={holidays} />
      </Dialog>
    </>
  );
}
