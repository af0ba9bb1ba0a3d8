import { data, Form, Link } from "react-router";
import { FavouritesList, SavedCarTile } from "~/features/accounts/components";
import { requireShopper } from "./_shared/shopper.server";
import { garageGreeting, greetingName } from "~/features/accounts";
import { shopperDetails, signedInBefore, watchlistCars } from "~/features/accounts/index.server";
import { accountSearches, watchlistAlertState } from "~/routes/_shared/alerts.server";
import { WatchlistAlerts } from "~/features/alerts/components";
import { carSummaryView } from "~/features/cars";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/garage";
import { buttonClass } from "~/ui/button";

/**
 * /my-garage, or the site's brand garage route (accounts.garage_route): always sign-in gated (spec 001
 * section 6). The shopper's home: their watchlist, favourites, compare and sign-out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (path !== "/my-garage" && path !== context.get(siteContext).config.accounts.garage_route)
    throw data(null, { status: 404 });
  const shopper = await requireShopper(request, context, "my-garage");
  const scope = context.get(siteContext);
  const [watched, details, returning, searches] = await Promise.all([
    watchlistCars(scope, shopper.user_id),
    shopperDetails(scope, shopper.user_id),
    signedInBefore(scope, shopper.user_id),
    accountSearches(context, shopper.user_id),
  ]);
  const cars = watched.slice(0, GARAGE_CARS).map((car) => carSummaryView(car, scope.config.vehicle));
  return {
    phone: shopper.phone,
    greeting: garageGreeting(greetingName({ first_name: details.first_name, phone: shopper.phone }), returning),
    watched: watched.length,
    cars,
    alerts: await watchlistAlertState(context, shopper.user_id),
    searches,
  };
}

/** The garage shows the first few watched cars; the watchlist page has them all. */
const GARAGE_CARS = 4;

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta() {
  return [{ title: "My Garage" }, { name: "robots", content: "noindex" }];
}

export default function Garage({ loaderData }: Route.ComponentProps) {
  const { cars, watched } = loaderData;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">My Garage</h1>
      <p className="mt-2 text-lg" data-testid="garage-greeting">
        {loaderData.greeting}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="signed-in-phone">
        Signed in as {loaderData.phone}
      </p>
      <section aria-labelledby="garage-watchlist" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="garage-watchlist" className="text-2xl font-bold">
            My watchlist
          </h2>
          {watched > 0 ? (
            <Link to="/watchlist" className="font-semibold text-primary underline">
              {watched > cars.length ? `See all ${watched} cars` : "Manage my watchlist"}
            </Link>
          ) : null}
        </div>
        {cars.length ? (
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {cars.map((car) => (
              <SavedCarTile key={car.id} car={car} />
            ))}
          </ul>
        ) : (
          <p className="mt-3">
            Nothing on your watchlist yet. Save a car from its page and we will keep its price and status here.{" "}
            <Link to="/search/new-used-and-demo-cars" className="underline">
              Browse our cars
            </Link>
          </p>
        )}
        <WatchlistAlerts alerts={loaderData.alerts} />
      </section>
      {loaderData.searches.length ? <SavedSearches searches={loaderData.searches} /> : null}
      <section aria-labelledby="garage-favourites" className="mt-10">
        <h2 id="garage-favourites" className="text-2xl font-bold">
          My favourites
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">Kept with your account, on every device you sign in on.</p>
        <FavouritesList recentlyViewed={false} />
      </section>
      <Form method="post" action="/sign-out" className="mt-10 flex flex-wrap gap-3 border-t pt-6">
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          Sign out
        </button>
        <button
          type="submit"
          name="everywhere"
          value="1"
          className="rounded px-5 py-3 font-semibold text-primary underline"
        >
          Sign out on every device
        </button>
      </Form>
    </section>
  );
}

/** Issue 56: the searches saved for alerts, from this device or another one signed in before. */
function SavedSearches({ searches }: { searches: Route.ComponentProps["loaderData"]["searches"] }) {
  return (
    <section aria-labelledby="garage-searches" className="mt-10">
      <h2 id="garage-searches" className="text-2xl font-bold">
        My saved searches
      </h2>
      <ul className="mt-3 divide-y rounded-lg border border-muted-foreground/20">
        {searches.map((search) => (
          <li key={search.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <Link to={search.href} className="font-semibold underline">
              {search.label}
            </Link>
            <Link to={search.manage} className="text-sm text-primary underline">
              Manage alerts
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
