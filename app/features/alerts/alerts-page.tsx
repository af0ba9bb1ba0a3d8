import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/ui/button";
import type { RecipientAlerts } from "./subscriptions.server";

const statusText: Record<RecipientAlerts["status"], string> = {
  "awaiting-confirmation": "Waiting for you to confirm: open the link in the email we sent.",
  on: "On: at most one email a day, only when something changed.",
  unsubscribed: "Off: you are unsubscribed and we will not email you.",
};

/**
 * The alerts page an e-mail links to: the address, its saved searches (each removable) and
 * unsubscribe, with no sign-in. Its forms post to `manage`, the page's own address, from the
 * confirmation page too.
 */
export function AlertsPage({
  alerts,
  notice,
  manage,
}: {
  alerts: RecipientAlerts;
  notice: string | null;
  manage: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Your alerts</h1>
      {notice ? (
        <p
          role="status"
          className="mt-4 rounded border-2 border-green-800 bg-green-50 p-3 font-semibold text-green-900"
        >
          {notice}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-2 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd>{alerts.email}</dd>
        <dt className="font-semibold">Alerts</dt>
        <dd>{statusText[alerts.status]}</dd>
      </dl>
      {alerts.watchlist && alerts.status === "on" ? (
        <p className="mt-4">Price drops on the cars in your watchlist are emailed here too.</p>
      ) : null}
      <h2 className="mt-8 text-xl font-bold">Saved searches</h2>
      {alerts.searches.length === 0 ? (
        <p className="mt-2">
          No saved searches.{" "}
          <Link to="/search/new-used-and-demo-cars" className="underline">
            Search our stock
          </Link>{" "}
          and choose “Get email alerts for this search”.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {alerts.searches.map((search) => (
            <li
              key={search.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-muted p-3"
            >
              <Link to={search.href} className="font-semibold underline">
                {search.label}
              </Link>
              <Form method="post" action={manage}>
                <input type="hidden" name="search_id" value={search.id} />
                <Button
                  type="submit"
                  name="intent"
                  value="remove"
                  variant="quiet"
                  size="sm"
                  aria-label={`Remove ${search.label}`}
                >
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {alerts.status !== "unsubscribed" ? (
        <Form method="post" action={manage} className="mt-8">
          <Button type="submit" name="intent" value="unsubscribe" variant="danger">
            Unsubscribe from all alerts
          </Button>
        </Form>
      ) : (
        <Link to="/search/new-used-and-demo-cars" className={buttonClass({ variant: "outline" }, "mt-8")}>
          Browse our stock
        </Link>
      )}
    </section>
  );
}
