import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { compareHref, MAX_COMPARED } from "~/features/compare";
import { FAVOURITES_KEY, parseCarList, VIEWED_CARS_KEY, type Favourite, type ViewedCar } from "./stored-lists";
import { useStored, writeStored } from "~/ui/use-stored";
import { buttonClass } from "~/ui/button";
import { formatMoney } from "~/ui/format";
import { useCurrentPrices, type CurrentPrice } from "./use-current-prices";
import { useShopper } from "./shopper-state";
import { signInPath } from "./sign-in-redirect";

const noSubscription = () => () => {};

/** Where the favourites are kept: this browser, or (signed in) the account, on every device (issue 56). */
export function FavouritesKeptWhere() {
  const { shopper } = useShopper();
  if (shopper) return <p className="mt-2">Kept with your account, on every device you sign in on.</p>;
  return (
    <p className="mt-2">
      Kept in this browser, on this device.{" "}
      <Link to={signInPath("favourites", "/favourites")} className="font-semibold underline">
        Sign in
      </Link>{" "}
      to keep them on every device.
    </p>
  );
}

/** The favourites kept in this browser: remove one, or tick up to three and compare them. */
export function FavouritesList({ recentlyViewed = true }: { recentlyViewed?: boolean }) {
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const favourites = parseCarList<Favourite>(useStored(FAVOURITES_KEY));
  const viewed = parseCarList<ViewedCar>(useStored(VIEWED_CARS_KEY));
  const [chosen, setChosen] = useState<string[]>([]);
  const prices = useCurrentPrices(favourites.map((f) => f.id));
  if (!scripted)
    return (
      <p className="mt-6">
        Your favourites will show here once the page has loaded. They need JavaScript, as they are kept in your browser.
      </p>
    );
  const ticked = chosen.filter((slug) => favourites.some((f) => f.slug === slug));
  const toggle = (slug: string) =>
    setChosen(ticked.includes(slug) ? ticked.filter((s) => s !== slug) : [...ticked, slug]);
  return (
    <>
      {favourites.length === 0 ? (
        <p className="mt-6">
          You have no favourites yet. Tap the heart on any car to keep it here.{" "}
          <Link to="/search/new-used-and-demo-cars" className="underline">
            Browse our cars
          </Link>
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {favourites.map((car) => (
              <li
                key={car.id}
                className="flex gap-4 rounded-lg border border-muted-foreground/20 p-3 shadow-sm"
                data-testid="favourite"
              >
                {car.primary_image_url ? (
                  <img
                    src={imageUrl(car.primary_image_url, { width: 320 })}
                    alt=""
                    width={160}
                    height={120}
                    className="h-24 w-32 shrink-0 rounded object-cover"
                  />
                ) : (
                  <div aria-hidden="true" className="h-24 w-32 shrink-0 rounded bg-muted" />
                )}
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <Link to={`/cars/${car.slug}`} className="font-bold underline">
                    {car.name}
                  </Link>
                  <FavouritePrice known={prices} id={car.id} />
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                    <label className="flex items-center gap-2 text-sm font-semibold">
                      <input
                        type="checkbox"
                        checked={ticked.includes(car.slug)}
                        disabled={!ticked.includes(car.slug) && ticked.length >= MAX_COMPARED}
                        onChange={() => toggle(car.slug)}
                        className="h-5 w-5"
                        aria-label={`Compare the ${car.name}`}
                      />
                      Compare
                    </label>
                    <button
                      type="button"
                      onClick={() =>
                        writeStored(
                          FAVOURITES_KEY,
                          favourites.filter((f) => f.id !== car.id),
                        )
                      }
                      className="text-sm font-semibold text-red-800 underline"
                    >
                      Remove<span className="sr-only"> {car.name}</span>
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            {ticked.length >= 2 ? (
              <Link to={compareHref(ticked)} className={buttonClass()}>
                Compare {ticked.length} cars
              </Link>
            ) : (
              `Tick two or three cars to compare them (up to ${MAX_COMPARED}).`
            )}
          </p>
        </>
      )}
      {recentlyViewed && viewed.length > 0 ? (
        <>
          <h2 className="mt-10 text-2xl font-bold">Recently viewed</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {viewed.map((car) => (
              <li key={car.id}>
                <Link to={`/cars/${car.slug}`} className="underline">
                  {car.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function FavouritePrice({ known, id }: { known: Map<number, CurrentPrice> | null; id: number }) {
  if (!known) return null;
  const car = known.get(id);
  if (!car || (car.status !== "in_stock" && car.status !== "coming_soon"))
    return <p className="text-sm font-semibold text-muted-foreground">No longer for sale</p>;
  return (
    <p data-testid="favourite-price">
      <span className="text-lg font-bold">{car.price > 0 ? formatMoney(car.price) : "Enquire for price"}</span>{" "}
      {car.price > 0 && car.price_type ? <span className="text-sm text-muted-foreground">{car.price_type}</span> : null}
    </p>
  );
}
