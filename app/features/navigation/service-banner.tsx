import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { Shell } from "./shell";

const CLOSED_KEY = "service-banner-closed";
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const closedThisSession = () => sessionStorage.getItem(CLOSED_KEY) !== null;

/**
 * Spec 001 sections 2 and 4: the service banner (latest offers, book a service, sell your car),
 * visible until closed, then hidden for the session. Where the site says so it is the emergency
 * book-a-service bar instead: one line, sticky at the bottom.
 * Every visitor gets the same page (it is cached), so the closing is remembered in the browser.
 */
export function ServiceBanner({ banner }: { banner: Shell["serviceBanner"] }) {
  const closed = useSyncExternalStore(subscribe, closedThisSession, () => false);
  if (closed) return null;
  const close = () => {
    sessionStorage.setItem(CLOSED_KEY, "1");
    listeners.forEach((listener) => listener());
  };
  return (
    <aside
      aria-label="Service and offers"
      className={`${banner.sticky ? "service-banner-sticky sticky bottom-0 z-30 bg-primary text-primary-foreground shadow-[0_-4px_12px_rgba(0,0,0,0.15)]" : "border-b border-muted bg-muted text-[13px] text-foreground sm:text-sm"}`}
    >
      <div className={`mx-auto flex max-w-7xl items-center px-4 ${banner.sticky ? "gap-4 py-3" : "gap-1 py-1.5"}`}>
        <ul
          className={`flex min-w-0 flex-1 items-center gap-y-1 font-semibold ${banner.sticky ? "flex-wrap gap-x-6" : "gap-x-3 overflow-x-auto whitespace-nowrap sm:gap-x-4"}`}
        >
          {banner.offers && !banner.sticky ? (
            <li>
              <Link to="/special-offers" className="underline-offset-4 hover:underline">
                Latest offers
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/service#service-booking" className="underline-offset-4 hover:underline">
              {banner.sticky ? "Need a service? Book online" : "Book a service"}
            </Link>
          </li>
          {banner.sticky ? null : (
            <li>
              <Link to="/sell-your-car" className="underline-offset-4 hover:underline">
                Sell your car
              </Link>
            </li>
          )}
        </ul>
        <button
          type="button"
          onClick={close}
          aria-label="Close the service banner"
          className={`hidden rounded px-2 leading-none hover:bg-black/10 [html[data-hydrated]_&]:block ${banner.sticky ? "text-2xl" : "text-xl"}`}
        >
          ×
        </button>
      </div>
    </aside>
  );
}
