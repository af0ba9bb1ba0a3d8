import { telHref } from "~/ui/format";
import type { VehicleView } from "./vehicle-view";

/**
 * The car's location: a single card, a grid of the site's locations, or a map beside the details.
 * Where the page has a call-the-dealer box, the cards leave their numbers out: the box is the one
 * way to call about this car, and its reveal is what measures the shopper's interest.
 */
export function LocationCards({
  block,
  compact = false,
  showPhone,
}: {
  block: VehicleView["location"];
  compact?: boolean;
  showPhone: boolean;
}) {
  const cards = compact ? block.cards.slice(0, 1) : block.cards;
  const first = cards[0];
  if (!first) return null;
  if (block.kind === "map" && !compact) {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <iframe
          title={`Map of ${first.name}`}
          src={`https://www.openstreetmap.org/export/embed.html?bbox=${first.long - 0.01}%2C${first.lat - 0.006}%2C${first.long + 0.01}%2C${first.lat + 0.006}&marker=${first.lat}%2C${first.long}`}
          loading="lazy"
          className="h-64 w-full rounded-lg border border-muted"
        />
        <Card card={first} showPhone={showPhone} />
      </div>
    );
  }
  return (
    <ul className={block.kind === "grid" && !compact ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : ""}>
      {cards.map((card) => (
        <li key={card.id}>
          <Card card={card} showPhone={showPhone} />
        </li>
      ))}
    </ul>
  );
}

function Card({ card, showPhone }: { card: VehicleView["location"]["cards"][number]; showPhone: boolean }) {
  return (
    <div className="rounded-lg border border-muted p-4">
      <p className="font-semibold">{card.name}</p>
      <p className="text-sm text-muted-foreground">{card.address}</p>
      {showPhone ? (
        <p className="text-sm">{card.phone ? <a href={telHref(card.phone)}>{card.phone}</a> : "Phone not available"}</p>
      ) : null}
      <a
        href={card.directions}
        target="_blank"
        rel="noreferrer"
        className="mt-1 inline-block text-sm font-semibold text-primary hover:underline"
      >
        Get Directions
      </a>
    </div>
  );
}
