import { Link } from "react-router";
import { CarCard } from "~/features/cars/components";
import type { CarCardView } from "~/features/cars";
import { imageUrl } from "~/platform/images/image-url";
import { formatNumber } from "~/ui/format";
import type { CheckoutCarView } from "./checkout-page";

/** The car being reserved, and what reserving it means. */
export function CheckoutSummary({ car, amount }: { car: CheckoutCarView; amount: string }) {
  return (
    <div className="overflow-hidden rounded-lg border border-muted-foreground/20 bg-background shadow-sm">
      {car.image ? (
        <img
          src={imageUrl(car.image, { width: 640 })}
          alt=""
          width={640}
          height={480}
          className="aspect-[16/9] w-full object-cover lg:aspect-[4/3]"
        />
      ) : null}
      <div className="space-y-3 p-4">
        <h2 className="text-lg font-bold leading-tight">
          <Link to={`/cars/${car.slug}`} className="hover:underline">
            {car.name}
          </Link>
        </h2>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-semibold">{car.price}</dd>
          {car.towed ? null : (
            <>
              <dt className="text-muted-foreground">Odometer</dt>
              <dd>{formatNumber(car.km)} km</dd>
            </>
          )}
          <dt className="text-muted-foreground">Stock number</dt>
          <dd>{car.stocknum}</dd>
          <dt className="text-muted-foreground">Reserve today</dt>
          <dd className="font-semibold">{amount}</dd>
        </dl>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          <li>
            Pay {amount} to take the {car.noun} off sale for you.
          </li>
          <li>We call you within one business day to arrange an inspection{car.towed ? "" : " and test drive"}.</li>
          <li>
            The {amount} comes off the price when you buy the {car.noun}.
          </li>
        </ol>
      </div>
    </div>
  );
}

/** A car that cannot be reserved (or was just reserved by someone else): why, and cars like it. */
export function CheckoutUnavailable({ message, similar }: { message: string; similar: CarCardView[] }) {
  return (
    <section aria-labelledby="checkout-unavailable" className="space-y-6">
      <p
        id="checkout-unavailable"
        role="alert"
        className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-amber-950"
      >
        {message}
      </p>
      {similar.length ? (
        <div>
          <h2 className="text-xl font-bold">Similar cars</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {similar.slice(0, 6).map((car) => (
              <CarCard key={car.id} car={car} priority={false} />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}
