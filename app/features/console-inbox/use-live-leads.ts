import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

/** Several leads at once (an import, a burst of forms) refresh the list once. */
const SETTLE_MS = 400;

/**
 * Listens to the site's new leads (server-sent events) while the inbox is open and asks for the
 * list again on each, and after a dropped stream comes back (a lead may have arrived meanwhile): a
 * new lead appears without a reload. Returns whether the stream is open and how many leads arrived.
 */
export function useLiveLeads(): { live: boolean; arrived: number } {
  const revalidator = useRevalidator();
  const [live, setLive] = useState(false);
  const [arrived, setArrived] = useState(0);
  useEffect(() => {
    const events = new EventSource("/console/leads/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidator.revalidate(), SETTLE_MS);
    };
    events.addEventListener("open", () => {
      if (opened) refresh();
      opened = true;
      setLive(true);
    });
    events.addEventListener("error", () => setLive(false));
    events.addEventListener("lead", (event) => {
      // The server counts what this person may see; a lead of another yard is no news to them.
      setArrived(Number((event as MessageEvent<string>).data) || 0);
      refresh();
    });
    return () => {
      clearTimeout(timer);
      events.close();
    };
    // The revalidator's identity changes with navigation state; the stream is opened once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { live, arrived };
}
