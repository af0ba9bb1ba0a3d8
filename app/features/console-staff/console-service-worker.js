/* global self, URL */
/* The console's service worker (issue 54): registered only by the console, scoped to /console/. It
 * shows a lead alert pushed by the server and opens the lead when the notification is tapped. It
 * caches nothing: the console always reads the live server. */
self.addEventListener("push", (event) => {
  const alert = event.data ? event.data.json() : { title: "New lead", body: "", url: "/console/leads", tag: "lead" };
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      renotify: true,
      requireInteraction: true,
      data: { url: alert.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/console/leads", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(self.location.origin + "/console"));
      return open ? open.navigate(url).then((w) => (w ?? open).focus()) : self.clients.openWindow(url);
    }),
  );
});
