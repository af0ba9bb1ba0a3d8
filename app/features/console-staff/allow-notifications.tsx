import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClass } from "~/ui/button";

type State = "unknown" | "unsupported" | "blocked" | "off" | "on";

/** The VAPID public key (base64url) as the Push API takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function currentState(): Promise<State> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const registration = await navigator.serviceWorker.getRegistration("/console/");
  return (await registration?.pushManager.getSubscription()) ? "on" : "off";
}

async function post(body: unknown) {
  const answer = await fetch("/console/push", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error("not kept");
}

/**
 * "Allow notifications" (issue 54): this browser is told of each lead given to this staff member,
 * even with the console closed. Only the console registers its service worker (scope /console/).
 */
export function AllowNotifications({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<State>("unknown");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  useEffect(() => {
    // What this browser can and has agreed to is only known here, after hydration.
    void currentState().then(setState);
  }, []);

  async function turnOn() {
    setBusy(true);
    setProblem(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("blocked");
      const registration = await navigator.serviceWorker.register("/console/sw.js", { scope: "/console/" });
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await post({ intent: "subscribe", subscription: subscription.toJSON() });
      setState("on");
      void revalidator.revalidate();
    } catch {
      setProblem("Notifications could not be turned on here. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    const registration = await navigator.serviceWorker.getRegistration("/console/");
    const subscription = await registration?.pushManager.getSubscription();
    if (subscription) {
      await post({ intent: "unsubscribe", endpoint: subscription.endpoint }).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setState("off");
    setBusy(false);
    void revalidator.revalidate();
  }

  if (state === "unsupported")
    return <p className="text-sm">This browser cannot show notifications: you will get your leads by e-mail or SMS.</p>;
  if (state === "blocked")
    return (
      <p className="text-sm">
        Notifications are blocked for this site. Allow them in the browser's site settings, then come back here.
      </p>
    );
  return (
    <div>
      {state === "on" ? (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-semibold text-green-800">This device is told of your leads.</span>
          <button
            type="button"
            disabled={busy}
            onClick={turnOff}
            className={buttonClass({ variant: "outline", size: "sm" })}
          >
            Turn off on this device
          </button>
        </p>
      ) : (
        <button
          type="button"
          disabled={busy || state === "unknown"}
          onClick={turnOn}
          className={buttonClass({ size: "sm" })}
        >
          {busy ? "Turning on..." : "Allow notifications"}
        </button>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
