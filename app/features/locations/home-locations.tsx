import { Link } from "react-router";
import { LocationCards } from "./location-card";
import type { LocationCardView } from "./locations.server";
import { NearestForm } from "./nearest-form";

const EMPTY_SEARCH = { postcode: "", error: null, type: "", clearHref: "/dealer-locator" };

/** The home page's locations: the cards where there are 3 or fewer, else the postcode box into the locator. */
export function HomeLocations({ count, cards }: { count: number; cards: LocationCardView[] }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby="locations-heading" className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="locations-heading" className="text-2xl font-bold">
          {count === 1 ? "Visit us" : "Our locations"}
        </h2>
        <Link to="/dealer-locator" className="font-semibold text-primary hover:underline">
          All locations
        </Link>
      </div>
      {cards.length ? (
        <LocationCards cards={cards} />
      ) : (
        <div>
          <p className="text-lg">{count} dealerships, sales, service and parts locations. Enter your postcode to find the nearest.</p>
          <NearestForm nearest={EMPTY_SEARCH} action="/dealer-locator" />
        </div>
      )}
    </section>
  );
}
