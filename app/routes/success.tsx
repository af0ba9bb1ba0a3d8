import { useEffect } from "react";
import { data, Link } from "react-router";
import { pushToDataLayer } from "~/features/analytics/track";
import { decodeReceipt, SUCCESS_COOKIE, successHeading, successText } from "~/features/leads/success-note";
import { readCookie } from "~/platform/cookies";
import { personalHeaders } from "~/platform/http/personal";
import type { Route } from "./+types/success";

/** /success: shown after a lead is stored, with the success category the form left in its cookie. */
export function loader({ request }: Route.LoaderArgs) {
  const receipt = decodeReceipt(readCookie(request.headers.get("cookie"), SUCCESS_COOKIE));
  return data({ receipt }, { headers: { "Set-Cookie": `${SUCCESS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, "Cache-Control": "no-store" } });
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
    if (receipt) pushToDataLayer(receipt.event_id, { label: receipt.category, lead_id: receipt.lead_id });
  }, [receipt]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-success-category={receipt?.category ?? ""}>
      <h1 className="text-3xl font-bold">{successHeading(receipt)}</h1>
      <p className="mt-4 text-lg">
        {successText(receipt)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {receipt?.car_slug ? (
          <Link to={`/cars/${receipt.car_slug}`} className="rounded border-2 border-primary px-5 py-3 font-semibold text-primary">
            Back to the vehicle
          </Link>
        ) : null}
        <Link to="/search/new-used-and-demo-cars" className="rounded bg-primary px-5 py-3 font-semibold text-primary-foreground">
          Keep browsing
        </Link>
      </div>
    </section>
  );
}
