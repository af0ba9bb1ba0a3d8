import { onNewLead, visibleLeadsSince } from "~/features/console-inbox/index.server";
import { siteContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/lead-events";

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /console/leads/events: server-sent events, one `lead` event per lead stored or assigned on this
 * site (from the lead feed: this process's writes and, through NOTIFY, every other instance's),
 * carrying how many leads this staff member may see have arrived since the page opened. The inbox
 * then asks for its list again, so what it shows is what this staff member may see.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.read");
  const scope = context.get(siteContext);
  const since = new Date();
  const encoder = new TextEncoder();
  let stop = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      send("retry: 5000\n\n");
      const unsubscribe = onNewLead(scope, () => {
        void visibleLeadsSince(scope, staff, since)
          .then((arrived) => send(`event: lead\ndata: ${arrived}\n\n`))
          .catch(() => undefined);
      });
      const heartbeat = setInterval(() => send(": still here\n\n"), HEARTBEAT_MS);
      stop = () => {
        unsubscribe();
        clearInterval(heartbeat);
      };
      request.signal.addEventListener("abort", () => {
        stop();
        controller.close();
      });
    },
    cancel: () => stop(),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware must not buffer the stream.
      "Cache-Control": "private, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
