/** Spec 000 section 7: analytics events by id, pushed to window.dataLayer; failures swallowed with a console warning. */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export interface EventDetails {
  label?: string;
  car_id?: number;
  [key: string]: unknown;
}

/** Tells the site's tag manager only: for events the server has already recorded (a stored lead). */
export function pushToDataLayer(eventId: number, details: EventDetails = {}): void {
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: `event_${eventId}`, event_id: eventId, ...details });
  } catch (error) {
    console.warn(`analytics event ${eventId} failed`, error);
  }
}

/** Pushes the event to the dataLayer and records it against this site (POST /api/analytics, sent as a beacon). */
export function trackEvent(eventId: number, details: EventDetails = {}): void {
  pushToDataLayer(eventId, details);
  try {
    const body = JSON.stringify({
      event_id: eventId,
      label: details.label ?? null,
      car_id: details.car_id ?? null,
      url: window.location.pathname,
    });
    if (!navigator.sendBeacon?.("/api/analytics", new Blob([body], { type: "application/json" }))) {
      void fetch("/api/analytics", {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
        keepalive: true,
      }).catch((error: unknown) => console.warn(`analytics event ${eventId} was not recorded`, error));
    }
  } catch (error) {
    console.warn(`analytics event ${eventId} was not recorded`, error);
  }
}
