import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { pushToDataLayer } from "~/features/analytics";
import { takeReceipt } from "~/routes/_shared/lead-receipt.server";
import { successHeading, successText } from "~/features/leads";
import { secureCookiesContext, siteContext } from "~/platform/http/context";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/success";
import { buttonClass } from "~/ui/button";
import { routeCookies } from "./_shared/route-cookies.server";

/** /success: shown after a lead is stored, with the success category the form flashed to it; nothing sent, nothing to thank for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { receipt, setCookie } = await takeReceipt(
    routeCookies(context).receipts,
    context.get(siteContext).siteId,
    request.headers.get("cookie"),
    context.get(secureCookiesContext),
  );
  if (!receipt) return redirect("/", { headers: { "Set-Cookie": setCookie, "Cache-Control": "private, no-store" } });
  return data({ receipt }, { headers: { "Set-Cookie": setCookie } });
}

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta() {
  return [{ title: "Thank you" }, { name: "robots", content: "noindex" }];
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { receipt } = loaderData;
  useEffect(() => {
    // The server recorded the lead's event with the lead; the tag manager hears of it here.
    pushToDataLayer(receipt.event_id, { label: receipt.category, lead_id: receipt.lead_id });
  }, [receipt]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-success-category={receipt.category}>
      <h1 className="text-3xl font-bold">{successHeading(receipt)}</h1>
      <p className="mt-4 text-lg">{successText(receipt)}</p>
      {receipt.appointment ? (
        <p className="mt-4 rounded-lg border border-muted p-4 text-lg">
          Your test drive: <strong data-appointment>{receipt.appointment}</strong>
          <span className="mt-1 block text-base">
            We'll call or text to confirm it, and a confirmation with a calendar invite is on its way by e-mail. Please
            bring your driver's licence.
          </span>
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {receipt.car_slug ? (
          <Link to={`/cars/${receipt.car_slug}`} className={buttonClass({ variant: "outline" })}>
            Back to the vehicle
          </Link>
        ) : null}
        <Link to="/search/new-used-and-demo-cars" className={buttonClass()}>
          Keep browsing
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
