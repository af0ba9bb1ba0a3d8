import { Link } from "react-router";
import type { WatchlistAlertState } from "./alert-rules";
import { AlertEmailForm } from "./alert-email-form";

/** On the watchlist: where its price drops are e-mailed, or a form to ask for them. */
export function WatchlistAlerts({ alerts }: { alerts: WatchlistAlertState | "off" | null }) {
  if (alerts === "off") return null;
  return (
    <section aria-labelledby="watchlist-alerts" className="mt-8 max-w-md rounded-lg border border-muted p-4">
      <h2 id="watchlist-alerts" className="text-lg font-bold">
        Price-drop emails
      </h2>
      {alerts?.status === "on" ? (
        <p className="mt-2">
          When a car here drops in price we email {alerts.email}, at most once a day.{" "}
          <Link to={alerts.manage} className="underline">
            Manage your alerts
          </Link>
        </p>
      ) : alerts?.status === "awaiting-confirmation" ? (
        <p className="mt-2">We've sent a link to {alerts.email}. Open it to start your price-drop emails.</p>
      ) : (
        <AlertEmailForm
          id="watchlist-alert-email"
          fields={{ watchlist: "1" }}
          description="We'll email you when a car in your watchlist drops in price, at most once a day."
          submit="Email me price drops"
        />
      )}
    </section>
  );
}
