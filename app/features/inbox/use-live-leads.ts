import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

/** Several leads at once (an import, a burst of forms) refresh the list once. */
const SETTLE_MS = 400;

/**
 * Listens to the site's new leads (server-sent events) while the inbox is open and asks for the
 * list again on each: a new lead appears without a reload. Returns how many arrived since opening.
 */
export function useLiveLeads(): number {
  const revalidator = useRevalidator();
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    const events = new EventSource("/console/leads/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    events.addEventListener("lead", () => {
      setArrived((n) => n + 1);
      clearTimeout(timer);
      timer = setTimeout(() => void revalidator.revalidate(), SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      events.close();
    };
    // The revalidator's identity changes with navigation state; the stream is opened once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return arrived;
}
