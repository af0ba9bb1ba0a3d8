import type { CarCardView } from "~/features/cars";
import { trackEvent, EVENTS } from "~/features/analytics";
import { showToast } from "~/ui/toast";
import { FAVOURITES_KEY, parseCarList, toggleFavourite, type Favourite } from "./stored-lists";
import { useStored, writeStored } from "~/ui/use-stored";

/** Spec 000 section 4: the local favourite toggle; adding fires event 39 and a toast offers View List. */
export function FavouriteToggle({ car, title, className }: { car: Favourite; title: string; className?: string }) {
  const favourites = parseCarList<Favourite>(useStored(FAVOURITES_KEY));
  const saved = favourites.some((f) => f.id === car.id);
  function toggle() {
    const next = toggleFavourite(favourites, car);
    writeStored(FAVOURITES_KEY, next.list);
    if (!next.added) return;
    trackEvent(EVENTS.SAVE_CAR, { label: "Favourites", car_id: car.id });
    showToast({ text: `${title} saved to your favourites`, action: { label: "View List", href: "/favourites" } });
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={saved ? `Remove the ${title} from favourites` : `Save the ${title} to favourites`}
      className={className ?? "car-card-save"}
    >
      <span aria-hidden="true">{saved ? "♥" : "♡"}</span>
    </button>
  );
}

/** The favourite toggle over a result card's picture. */
export function CardFavouriteToggle({ car }: { car: CarCardView }) {
  return (
    <FavouriteToggle
      car={{
        id: car.id,
        name: car.name,
        slug: car.slug,
        make: car.make,
        model: car.model,
        primary_image_url: car.image,
      }}
      title={car.title}
    />
  );
}
