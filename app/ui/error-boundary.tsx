import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError, type ErrorResponse } from "react-router";
import { buttonClass } from "./button";

/** What a shopper is told for each kind of failure, in plain words, with a way on. */
type StatusHandler = (error: ErrorResponse) => { heading: string; text: ReactNode };

const defaults: Record<number, StatusHandler> = {
  400: () => ({
    heading: "Something in that address isn't right",
    text: "Please check the link, or start again from the home page.",
  }),
  403: () => ({ heading: "This page has expired", text: "Please reload it and try again." }),
  404: () => ({
    heading: "Page not found",
    text: "We couldn't find that page. It may have moved, or the car may have been sold.",
  }),
  413: () => ({ heading: "That was too much to send", text: "Please shorten what you typed and try again." }),
  429: () => ({
    heading: "Please slow down",
    text: "We've had a lot of requests from your connection. Please wait a minute and try again.",
  }),
  503: () => ({
    heading: "Back in a moment",
    text: "This page is briefly unavailable. Please try again in a few seconds.",
  }),
};

const unexpected = {
  heading: "Something went wrong",
  text: "Sorry, this page could not be shown. Please try again in a moment.",
};

/**
 * The one error boundary every route that loads or acts exports: a plain page for the status with
 * a way back, the route's own words where it has them (`statusHandlers`).
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
  action = { href: "/", label: "Back to home" },
}: {
  statusHandlers?: Record<number, StatusHandler>;
  action?: { href: string; label: string };
}) {
  const error = useRouteError();
  const handler = isRouteErrorResponse(error) ? (statusHandlers[error.status] ?? defaults[error.status]) : undefined;
  const { heading, text } = handler && isRouteErrorResponse(error) ? handler(error) : unexpected;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid="error-page">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Link to={action.href} className={buttonClass({}, "mt-6")}>
        {action.label}
      </Link>
    </section>
  );
}
