import { Link, useFetchers } from "react-router";
import { requireShopper } from "./_shared/shopper.server";
import { watchlistAlertState } from "~/routes/_shared/alerts.server";
import { WatchlistAlerts } from "~/features/alerts/components";
import { carSummaryView } from "~/features/cars";
import { SavedCarTile, WatchlistRemove } from "~/features/accounts/components";
import { watchlistCars } from "~/features/accounts/index.server";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/watchlist";

/** /watchlist: the signed-in shopper's saved cars with their current price and status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopper = await requireShopper(request, context, "watchlist");
  const cars = (await watchlistCars(context.get(siteContext), shopper.user_id)).map((car) =>
    carSummaryView(car, context.get(siteContext).config.vehicle),
  );
  return { cars, phone: shopper.phone, alerts: await watchlistAlertState(context, shopper.user_id) };
}

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta() {
  return [{ title: "My watchlist" }, { name: "robots", content: "noindex" }];
}

export default function Watchlist({ loaderData }: Route.ComponentProps) {
  const { phone } = loaderData;
  // A car being removed leaves the list at once; the reload after the call confirms it.
  const removing = new Set(
    useFetchers().flatMap((f) => (f.formAction?.endsWith("/remove-car") ? [Number(f.formData?.get("car_id"))] : [])),
  );
  const cars = loaderData.cars.filter((car) => !removing.has(car.id));
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">My watchlist</h1>
      {cars.length === 0 ? (
        <p className="mt-6">
          Your watchlist is empty.{" "}
          <Link to="/search/new-used-and-demo-cars" className="underline">
            Browse our cars
          </Link>{" "}
          and save the ones you like.
        </p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {cars.map((car) => (
            <SavedCarTile key={car.id} car={car}>
              <WatchlistRemove carId={car.id} title={car.title} phone={phone} />
            </SavedCarTile>
          ))}
        </ul>
      )}
      <WatchlistAlerts alerts={loaderData.alerts} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
