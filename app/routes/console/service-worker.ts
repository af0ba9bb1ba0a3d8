import { consoleServiceWorker as source } from "~/features/console-staff/index.server";

/**
 * GET /console/sw.js: the console's service worker, scoped to /console/ by its own address, so it
 * never sees a shopper's page. Revalidated on every load, so a fix reaches every phone at once.
 */
export function loader() {
  return new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    },
  });
}
