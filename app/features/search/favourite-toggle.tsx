import { useSyncExternalStore } from "react";
import type { CarCardView } from "./card-view";

/** Spec 000 section 3: a favourite is kept in the browser with id, name, slug, make, model and primary_image_url. */
const FAVOURITES_KEY = "favourites";
interface Favourite {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string;
}

const CHANGED = "favourites-changed";

function parse(raw: string): Favourite[] {
  try {
    return JSON.parse(raw) as Favourite[];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The raw stored list: a string, so React can compare snapshots cheaply. */
function useStoredFavourites(): string {
  return useSyncExternalStore(subscribe, () => localStorage.getItem(FAVOURITES_KEY) ?? "[]", () => "[]");
}

export function FavouriteToggle({ car }: { car: CarCardView }) {
  const favourites = parse(useStoredFavourites());
  const saved = favourites.some((f) => f.id === car.id);
  function toggle() {
    const rest = favourites.filter((f) => f.id !== car.id);
    const next = saved ? rest : [...rest, { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.image }];
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(CHANGED));
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={saved ? `Remove the ${car.title} from favourites` : `Save the ${car.title} to favourites`}
      className="absolute right-2 top-2 grid h-10 w-10 place-items-center rounded-full bg-white/90 text-xl text-red-700 shadow"
    >
      <span aria-hidden="true">{saved ? "♥" : "♡"}</span>
    </button>
  );
}
