import { Link, useLocation } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { writeStored } from "~/ui/use-stored";
import { compareHref, MAX_COMPARED } from "./compare";
import { COMPARE_KEY } from "./compare-list";
import { useCompared } from "./compare-toggle";

/**
 * The compare tray: the cars chosen so far and Compare now, at the foot of a large screen. Below
 * that, whose foot belongs to a vehicle page's action bar, the header's Compare link or the Menu
 * button carries the count instead (one sticky bar at the top, one at the bottom).
 */
export function CompareTray() {
  const list = useCompared();
  const { pathname } = useLocation();
  if (list.length === 0 || pathname === "/compare") return null;
  return (
    <aside
      aria-label="Cars to compare"
      className="fixed inset-x-0 bottom-0 z-30 hidden border-t border-muted-foreground/20 bg-background/95 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:block"
      data-testid="compare-tray"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        <p className="shrink-0 font-semibold">
          Compare {list.length} of {MAX_COMPARED}
        </p>
        <ul className="flex min-w-0 flex-1 gap-3">
          {list.map((car) => (
            <li
              key={car.slug}
              className="flex min-w-0 items-center gap-2 rounded border border-muted-foreground/20 p-1 pr-2"
            >
              {car.image ? (
                <img
                  src={imageUrl(car.image, { width: 96 })}
                  alt=""
                  width={64}
                  height={48}
                  className="h-10 w-14 rounded object-cover"
                />
              ) : null}
              <span className="truncate text-sm">{car.title}</span>
              <button
                type="button"
                onClick={() =>
                  writeStored(
                    COMPARE_KEY,
                    list.filter((c) => c.slug !== car.slug),
                  )
                }
                className="ml-1 rounded px-1 text-lg leading-none text-muted-foreground hover:text-foreground"
                aria-label={`Remove the ${car.title} from compare`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <Link
          to={compareHref(list.map((c) => c.slug))}
          className={buttonClass({ size: "compact" }, list.length < 2 ? "pointer-events-none opacity-60" : "")}
          aria-disabled={list.length < 2}
        >
          {list.length < 2 ? "Add another car" : "Compare now"}
        </Link>
      </div>
    </aside>
  );
}

/** On a phone's Menu button: how many cars wait in the compare list the menu links to. */
export function CompareCount() {
  const list = useCompared();
  if (list.length === 0) return null;
  return (
    <span className="ml-1.5 inline-grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs text-accent-foreground">
      {list.length}
      <span className="sr-only"> cars to compare</span>
    </span>
  );
}

/** The header's Compare link, with the count, once a car is chosen. */
export function CompareLink({ className }: { className?: string }) {
  const list = useCompared();
  if (list.length === 0) return null;
  return (
    <Link to={compareHref(list.map((c) => c.slug))} className={className} data-testid="compare-link">
      Compare ({list.length})
    </Link>
  );
}
