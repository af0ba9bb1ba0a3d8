import { data, Link } from "react-router";
import { answerSaveSearch } from "~/routes/_shared/alerts.server";
import { savedText } from "~/features/alerts/components";
import { personalHeaders } from "~/platform/http/personal";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/alerts.save";

/** The listing's "Get email alerts" form posts here; without scripts, this page is the answer. */
export async function action({ request, context }: Route.ActionArgs) {
  const { outcome, status, headers } = await answerSaveSearch(request, context);
  return data({ outcome }, { status, headers });
}

/** Opened directly, the page says where searches are saved from. */
export function loader() {
  return null;
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Stock alerts" }, { name: "robots", content: "noindex" }];
}

export default function SaveSearchAnswer({ actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Stock alerts</h1>
      {outcome && outcome.kind !== "refused" ? (
        <>
          <p className="mt-4 text-lg" role="status">
            {savedText(outcome)}
          </p>
          <p className="mt-2 text-muted-foreground">Search: {outcome.label}</p>
          <Link to={outcome.href} className={buttonClass({ variant: "outline" }, "mt-6")}>
            Back to your search
          </Link>
        </>
      ) : (
        <>
          {outcome ? (
            <p role="alert" className="mt-4 font-semibold text-red-700">
              {outcome.message}
            </p>
          ) : (
            <p className="mt-4 text-lg">
              Search our stock, then choose “Get email alerts for this search” to hear about new arrivals and price
              drops.
            </p>
          )}
          <Link to="/search/new-used-and-demo-cars" className={buttonClass({ variant: "outline" }, "mt-6")}>
            Browse all stock
          </Link>
        </>
      )}
    </section>
  );
}
