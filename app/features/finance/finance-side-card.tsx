import { Link } from "react-router";
import { CarCard, useStockWords } from "~/features/cars/components";
import type { CarCardView } from "~/features/cars";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import type { FinancePage } from "./finance-page";

/**
 * Spec 001 section 2, the side card: with a car, its picture, name, price and price type (or
 * /week) linking to it; without one, the STEP 1..3 panel (the site's own steps, or none).
 */
export function FinanceSideCard({ page }: { page: FinancePage }) {
  const { car, steps } = page;
  if (car) {
    return (
      <Link
        to={`/cars/${car.slug}`}
        className="block overflow-hidden rounded-lg border border-muted-foreground/20 hover:shadow-md"
        data-testid="finance-side-card"
      >
        {car.image ? (
          <img
            src={imageUrl(car.image, { width: 640 })}
            alt=""
            width={640}
            height={480}
            className="aspect-[4/3] w-full bg-muted object-cover"
          />
        ) : null}
        <div className="p-4">
          <p className="text-lg font-bold leading-tight">{car.name}</p>
          <p className="mt-1">
            <span className="text-2xl font-bold">{car.price.text}</span>{" "}
            {car.price.suffix ? <span className="text-sm text-muted-foreground">{car.price.suffix}</span> : null}
          </p>
          <span className="mt-2 inline-block text-sm font-semibold text-primary underline">View this car</span>
        </div>
      </Link>
    );
  }
  if (steps.length === 0) return null;
  return (
    <ol className="grid gap-3 rounded-lg bg-muted p-5" aria-label="How it works" data-testid="finance-steps">
      {steps.map((step, i) => (
        <li key={step} className="flex items-start gap-3">
          <span className="rounded bg-primary px-2 py-1 text-xs font-bold tracking-wide text-primary-foreground">
            STEP {i + 1}
          </span>
          <span className="font-semibold">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** Spec 001 section 2: where the Start Finance Journey and View All Used Cars buttons lead. */
const USED_CARS_PATH = "/search/used-cars";

/**
 * Spec 001 section 2, Get Finance Now: featured used cars in stock, when no car is chosen, between
 * the Start Finance Journey and View All Used Cars buttons (shown only with the cars, so never to an empty listing).
 */
export function GetFinanceNow({ cars }: { cars: CarCardView[] }) {
  const words = useStockWords();
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="get-finance-now" className="mt-12">
      <h2 id="get-finance-now" className="text-2xl font-bold">
        Get Finance Now
      </h2>
      <p className="mt-1 text-muted-foreground">Pick a {words.one} and apply for finance on it in minutes.</p>
      <Link to={USED_CARS_PATH} className={buttonClass({}, "mt-3")}>
        Start Finance Journey
      </Link>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car) => (
          <CarCard key={car.id} car={car} priority={false} />
        ))}
      </div>
      <div className="mt-4 text-center">
        <Link to={USED_CARS_PATH} className={buttonClass({ variant: "outline" })}>
          View All Used {words.Many}
        </Link>
      </div>
    </section>
  );
}
