import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { telHref } from "~/ui/format";
import { HoursTable } from "./hours-table";
import { locationContactPath, locationDetailsPath } from "./location-rules";
import type { LocationCardView } from "./locations.server";

/** Spec 001 section 2, the location card: name, address, phones, hours, licences, rating, and where to go next. */
type ShownCard = LocationCardView & { distance?: string | null };

export function LocationCard({ card }: { card: ShownCard }) {
  const headingId = `location-${card.slug}`;
  return (
    <article aria-labelledby={headingId} className="location-card">
      <div>
        <p className="location-card-type">{card.type}</p>
        <h2 id={headingId}>{card.name}</h2>
        <p className="location-card-muted">{card.address}</p>
        {card.distance ? <p className="location-card-distance">{card.distance}</p> : null}
      </div>
      <p className="location-card-phone">
        {card.phone ? <a href={telHref(card.phone)}>{card.phone}</a> : "Phone not available"}
      </p>
      {card.rating ? (
        <p className="location-card-rating">
          <span aria-hidden="true">★</span>
          {` ${card.rating.average.toFixed(1)} `}
          <span>{`(${card.rating.count} reviews)`}</span>
        </p>
      ) : null}
      <details className="collapsible">
        <summary>Opening hours</summary>
        <HoursTable rows={card.hours} />
      </details>
      {card.licences.length ? <p className="location-card-muted text-xs">{card.licences.join(" · ")}</p> : null}
      {/* The card's links leave route discovery to the click: a page of cards' paths would be one long manifest request for two routes. */}
      <div className="location-card-actions">
        <Link to={locationContactPath(card.slug)} discover="none" className={buttonClass({ size: "compact" })}>
          Contact Us
        </Link>
        <a
          href={card.directions}
          target="_blank"
          rel="noreferrer"
          className={buttonClass({ variant: "outline", size: "compact" })}
        >
          Get Directions
        </a>
        <Link
          to={locationDetailsPath(card.slug)}
          discover="none"
          className={buttonClass({ variant: "quiet", size: "compact" })}
        >
          View Details
        </Link>
      </div>
    </article>
  );
}

/** The cards: a grid; three or fewer swipe sideways on a phone, with the hint (spec 001 section 9), and sit in a grid on large screens. */
export function LocationCards({ cards }: { cards: ShownCard[] }) {
  if (cards.length <= 3) {
    return (
      <div>
        <ul
          className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-3 lg:overflow-visible lg:px-0"
          aria-label="Locations"
        >
          {cards.map((card) => (
            <li key={card.slug} className="w-[85%] shrink-0 snap-start sm:w-[60%] lg:w-auto">
              <LocationCard card={card} />
            </li>
          ))}
        </ul>
        {cards.length > 1 ? (
          <p className="mt-2 text-center text-sm text-muted-foreground lg:hidden" aria-hidden="true">
            Swipe to see more locations →
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Locations">
      {cards.map((card) => (
        <li key={card.slug}>
          <LocationCard card={card} />
        </li>
      ))}
    </ul>
  );
}
