import { useEffect } from "react";
import { FavouriteToggle } from "./favourite-toggle";
import { parseCarList, recordViewedCar, VIEWED_CARS_KEY, type Favourite, type ViewedCar } from "./stored-lists";
import { WatchlistButton } from "./watchlist-button";

export interface SavingControls {
  favourite: Favourite | null;
  watchlist: { id: number; title: string; sold: boolean };
  viewed: ViewedCar;
}

/** The vehicle page's save controls; opening the page also puts the car first in the viewed cars. */
export function SaveCarControls({ saving }: { saving: SavingControls }) {
  const { viewed } = saving;
  useEffect(() => {
    try {
      localStorage.setItem(
        VIEWED_CARS_KEY,
        JSON.stringify(recordViewedCar(parseCarList<ViewedCar>(localStorage.getItem(VIEWED_CARS_KEY)), viewed)),
      );
    } catch (error) {
      console.warn("could not store the viewed car", error);
    }
  }, [viewed]);
  return (
    <div className="flex items-stretch gap-2">
      <div className="flex-1">
        <WatchlistButton car={saving.watchlist} />
      </div>
      {saving.favourite ? (
        <FavouriteToggle
          car={saving.favourite}
          title={saving.watchlist.title}
          className="grid w-12 place-items-center rounded border-2 border-primary text-2xl text-red-700"
        />
      ) : null}
    </div>
  );
}
