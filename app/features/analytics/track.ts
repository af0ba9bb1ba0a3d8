/** Spec 000 section 7: analytics events by id, pushed to window.dataLayer; failures swallowed with a console warning. */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function trackEvent(eventId: number, details: Record<string, unknown> = {}): void {
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ event: `event_${eventId}`, event_id: eventId, ...details });
  } catch (error) {
    console.warn(`analytics event ${eventId} failed`, error);
  }
}
