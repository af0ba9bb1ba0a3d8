import type { ReactNode } from "react";
import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { priceText, type CarSummaryView } from "~/features/cars";

/** One saved car: picture, name, its current price and status, sold ones marked. */
export function SavedCarTile({ car, children }: { car: CarSummaryView; children?: ReactNode }) {
  return (
    <li
      className="flex gap-4 rounded-lg border border-muted-foreground/20 p-3 shadow-sm"
      data-testid="saved-car"
      data-car-id={car.id}
    >
      {car.image ? (
        <img
          src={imageUrl(car.image, { width: 320 })}
          alt=""
          width={160}
          height={120}
          className="h-24 w-32 shrink-0 rounded object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-24 w-32 shrink-0 rounded bg-muted" />
      )}
      <div className="flex-1">
        <Link to={car.href} className="font-bold underline">
          {car.title}
        </Link>
        {car.subtitle ? <p className="text-sm">{car.subtitle}</p> : null}
        <p className="mt-1 text-lg font-bold">{priceText(car.price)}</p>
        <p className={car.sold ? "font-bold text-red-700" : "text-sm"} data-testid="saved-car-status">
          {car.sold ? "Sold" : car.statusLabel}
        </p>
      </div>
      {children}
    </li>
  );
}
