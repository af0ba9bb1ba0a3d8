/**
 * The console's service worker (issue 54): registered only by the console, scoped to /console/. It
 * shows a lead alert pushed by the server and opens the lead when the notification is tapped. It
 * caches nothing: the console always reads the live server. Written as a function so it is linted
 * and typed with the rest; served as its own source text by /console/sw.js.
 */
interface PushAlert {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface WorkerEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

interface WorkerScope {
  location: Location;
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<
      { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<{ focus(): Promise<unknown> } | null> }[]
    >;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: WorkerEvent & { data: { json(): PushAlert } | null }) => void): void;
  addEventListener(
    type: "notificationclick",
    listener: (event: WorkerEvent & { notification: { close(): void; data?: { url?: string } } }) => void,
  ): void;
}

function consoleWorker(worker: WorkerScope) {
  worker.addEventListener("push", (event) => {
    const alert = event.data?.json() ?? { title: "New lead", body: "", url: "/console/leads", tag: "lead" };
    event.waitUntil(
      worker.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        renotify: true,
        requireInteraction: true,
        data: { url: alert.url },
      }),
    );
  });

  worker.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const url = new URL(event.notification.data?.url ?? "/console/leads", worker.location.origin).href;
    event.waitUntil(
      worker.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((w) => w.url.startsWith(`${worker.location.origin}/console`));
        if (!open) return worker.clients.openWindow(url);
        return ((await open.navigate(url)) ?? open).focus();
      }),
    );
  });
}

/** The worker's script: the function above, run on the worker's own global scope. */
export const consoleServiceWorker = `(${consoleWorker.toString()})(self);\n`;
