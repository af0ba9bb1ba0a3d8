import { Link } from "react-router";
import { CardFavouriteToggle } from "~/features/accounts/favourite-toggle";
import { CarCard } from "~/features/cars/car-card";
import type { CarCardView } from "~/features/cars/card-view";
import { Deferred } from "~/ui/deferred";
import { Section } from "./section";

const PLACEHOLDERS = 6;

/** Spec 000 section 2: up to 6 similar cars, with 6 placeholders while they load. */
export function SimilarCars({ heading, similar }: { heading: string; similar: CarCardView[] | Promise<CarCardView[]> }) {
  return (
    <Section id="similar-cars" title={heading}>
      <Deferred value={similar} fallback={<Placeholders />}>
        {(cars) =>
            cars.length ? (
              <ul className="flex snap-x gap-4 overflow-x-auto pb-2" aria-label={heading}>
                {cars.map((car) => (
                  <li key={car.id} className="w-72 shrink-0 snap-start">
                    <CarCard car={car} priority={false} save={<CardFavouriteToggle car={car} />} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">
                Nothing similar in stock right now. <Link to="/search/new-used-and-demo-cars" className="font-semibold text-primary underline">Browse all stock</Link>
              </p>
            )
        }
      </Deferred>
    </Section>
  );
}

function Placeholders() {
  return (
    <ul className="flex gap-4 overflow-hidden" aria-busy="true" aria-label="Loading similar vehicles">
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        <li key={i} className="h-80 w-72 shrink-0 animate-pulse rounded-lg bg-muted" />
      ))}
    </ul>
  );
}
