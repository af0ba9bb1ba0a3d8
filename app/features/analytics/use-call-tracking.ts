import { useEffect } from "react";
import { callDealerLabel } from "./call-label";
import { trackEvent } from "./track";
import { EVENTS } from "~/features/analytics/events";

/** Records event 25 whenever a tel: link is followed, wherever it is on the page. */
export function useCallTracking() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="tel:"]');
      if (!link) return;
      const carType = link.closest<HTMLElement>("[data-car-type]")?.dataset.carType;
      trackEvent(EVENTS.CALL_DEALER, { label: callDealerLabel(window.location.pathname, carType) });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
