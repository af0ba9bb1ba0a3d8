import { Link } from "react-router";
import { CardFavouriteToggle } from "~/features/accounts/components";
import { CardCompareToggle } from "~/features/compare/components";
import { CarCard } from "~/features/cars/components";
import type { CarCardView } from "~/features/cars";
import { Section } from "./section";

/** Spec 000 section 2: up to 6 similar cars (from the search index, ready with the page). */
export function SimilarCars({ heading, similar: cars }: { heading: string; similar: CarCardView[] }) {
  return (
    <Section id="similar-cars" title={heading}>
      {cars.length ? (
        <ul className="relative flex snap-x gap-4 overflow-x-auto pb-2" aria-label={heading}>
          {cars.map((car) => (
            <li key={car.id} className="w-72 shrink-0 snap-start">
              <CarCard
                car={car}
                priority={false}
                save={<CardFavouriteToggle car={car} />}
                compare={<CardCompareToggle car={car} />}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">
          Nothing similar in stock right now.{" "}
          <Link to="/search/new-used-and-demo-cars" className="font-semibold text-primary underline">
            Browse all stock
          </Link>
        </p>
      )}
    </Section>
  );
}
