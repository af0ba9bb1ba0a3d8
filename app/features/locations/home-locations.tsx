import { SectionHeading } from "~/ui/section-heading";
import { LocationCards } from "./location-card";
import type { LocationCardView } from "./locations.server";
import { NearestForm } from "./nearest-form";

const EMPTY_SEARCH = { postcode: "", error: null, type: "", clearHref: "/dealer-locator" };

/** The home page's locations: the cards where there are 3 or fewer, else the postcode box into the locator. */
export function HomeLocations({ count, cards }: { count: number; cards: LocationCardView[] }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby="locations-heading" className="mx-auto max-w-7xl px-4 py-8">
      <SectionHeading
        id="locations-heading"
        title={count === 1 ? "Visit us" : "Our locations"}
        href="/dealer-locator"
        linkLabel="All locations"
      />
      {cards.length ? (
        <LocationCards cards={cards} />
      ) : (
        <div>
          <p className="text-lg">
            {count} dealerships, sales, service and parts locations. Enter your postcode to find the nearest.
          </p>
          <NearestForm nearest={EMPTY_SEARCH} action="/dealer-locator" />
        </div>
      )}
    </section>
  );
}
