import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { formatMoney } from "~/ui/format";
import type { OfferCard } from "./offers.server";
import { LazyImage } from "~/ui/lazy-image";

/** Spec 001 section 2: an offer's card on the offers listing. */
export function OfferCardView({ offer }: { offer: OfferCard }) {
  return (
    <article
      aria-labelledby={`offer-${offer.id}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-muted-foreground/20 bg-background shadow-sm"
    >
      {offer.image ? (
        <LazyImage
          src={imageUrl(offer.image, { width: 480 })}
          alt=""
          width={480}
          height={300}
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {offer.category ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">{offer.category}</p>
        ) : null}
        <h2 id={`offer-${offer.id}`} className="text-lg font-bold leading-tight">
          <Link to={offer.href} className="hover:underline">
            {offer.name}
          </Link>
        </h2>
        {offer.price ? <p className="text-xl font-bold">{formatMoney(offer.price)}</p> : null}
        <p className="text-sm text-muted-foreground">{offer.preview}</p>
        <Link to={offer.href} className="mt-auto pt-2 font-semibold text-primary hover:underline">
          View offer
        </Link>
      </div>
    </article>
  );
}
