import { SectionHeading } from "~/ui/section-heading";
import type { OfferCard } from "./offers.server";
import { OfferCardView } from "./offer-card";

/** The home page's latest offers, each as its card, with a link to every offer. */
export function LatestOffers({ offers }: { offers: OfferCard[] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="offers-heading" className="mx-auto max-w-7xl px-4 py-8">
      <SectionHeading id="offers-heading" title="Latest offers" href="/special-offers" linkLabel="All offers" />
      <ul className="grid gap-4 md:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferCardView offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
