import { Link } from "react-router";
import { imageSrcSet, imageUrl } from "~/platform/images/image-url";
import { formatNumber } from "~/ui/format";
import type { CardTag } from "./card-tag";
import type { CarCardView } from "./card-view";
import type { ReactNode } from "react";
import { buttonClass } from "~/ui/button";

const CARD_SIZES = "(min-width: 992px) 30vw, (min-width: 576px) 45vw, 100vw";

/**
 * One result card: spec 000 section 2 (Car card) and spec 001 section 2 (Search result cards).
 * The title's link is stretched over the card, so the picture takes a shopper to the car's page
 * without a second link to it, and it is the one that tells the router of that page (`discover`);
 * View details leaves that out of the page 21 times.
 * `save` is the favourite control over the picture, where the card's rules allow one
 * (`car.favourite`), and `compare` the compare control beside the buttons, for a car still for sale;
 * the page that shows the card brings them.
 */
export function CarCard({
  car,
  priority,
  save,
  compare,
}: {
  car: CarCardView;
  priority: boolean;
  save?: ReactNode;
  compare?: ReactNode;
}) {
  const href = `/cars/${car.slug}`;
  return (
    <article className="car-card" aria-labelledby={`car-${car.id}`}>
      <div className="relative">
        <img
          src={imageUrl(car.image, { width: 480 })}
          srcSet={imageSrcSet(car.image, [480, 640, 800])}
          sizes={CARD_SIZES}
          alt=""
          width={480}
          height={360}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="car-card-photo"
        />
        {car.tag ? <TagBadge tag={car.tag} /> : null}
        {car.location ? <span className="car-card-location">{car.location}</span> : null}
        {car.favourite ? save : null}
      </div>
      <div className="car-card-body">
        <h3 id={`car-${car.id}`} className="car-card-title">
          <Link to={href}>{car.title}</Link>
        </h3>
        {car.subtitle ? <p className="car-card-muted">{car.subtitle}</p> : null}
        <CardPrice car={car} />
        {car.weekly ? (
          <p className="car-card-weekly">
            {car.weekly.text}
            <span className="block text-xs font-normal text-muted-foreground">{car.weekly.assumptions}</span>
          </p>
        ) : null}
        {car.details ? (
          <ul className="car-card-details" aria-label="Key details">
            <li>{car.details.condition}</li>
            {car.details.transmission ? <li>{car.details.transmission}</li> : null}
            <li>{car.details.odometer}</li>
            {car.details.fuel ? <li>{car.details.fuel}</li> : null}
          </ul>
        ) : (
          <p className="text-sm font-semibold">Like this and want something similar?</p>
        )}
        {car.views !== null || (compare && car.offers !== "similar") ? (
          // At the card's foot with its buttons, so every card's Compare sits in the same place.
          <div className="mt-auto flex items-center justify-between gap-2">
            {car.views !== null ? (
              <p className="text-xs text-muted-foreground">{formatNumber(car.views)} views</p>
            ) : (
              <span />
            )}
            {car.offers !== "similar" ? <div className="relative z-[1]">{compare}</div> : null}
          </div>
        ) : null}
        <div className="car-card-actions">
          {car.offers === "similar" ? (
            <a href={`${href}/find-similar`} data-lead-form="" className={buttonClass({ size: "compact" })}>
              Find something similar<span className="sr-only">{` to the ${car.title}`}</span>
            </a>
          ) : (
            <>
              <Link to={href} className={buttonClass({ size: "compact" })} discover="none">
                View details<span className="sr-only">{` for the ${car.title}`}</span>
              </Link>
              {car.offers === "test-drive" ? (
                <a
                  href={`${href}/test-drive`}
                  data-lead-form=""
                  className={buttonClass({ variant: "outline", size: "compact" })}
                >
                  Book a test drive<span className="sr-only">{` of the ${car.title}`}</span>
                </a>
              ) : (
                <a
                  href={`${href}/enquire`}
                  data-lead-form=""
                  className={buttonClass({ variant: "outline", size: "compact" })}
                >
                  Enquire<span className="sr-only">{` about the ${car.title}`}</span>
                </a>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

function CardPrice({ car }: { car: CarCardView }) {
  const { price } = car;
  return (
    <p className="car-card-price">
      {price.kind === "price" && price.was ? (
        <s className="text-sm text-muted-foreground">
          <span className="sr-only">Was </span>
          {price.was}
        </s>
      ) : null}
      <span className="car-card-amount">{price.text}</span>
      {price.kind === "subscription" ? <span className="text-sm">{price.suffix}</span> : null}
      {price.kind === "price" && price.priceType ? <span className="car-card-muted">{price.priceType}</span> : null}
    </p>
  );
}

const tagTone: Record<CardTag["kind"], string> = {
  green: "bg-green-700 text-white",
  reserved: "bg-amber-800 text-white",
  certified: "",
  custom: "bg-primary text-primary-foreground",
  "coming-soon": "bg-accent text-accent-foreground",
  "just-arrived": "bg-accent text-accent-foreground",
  sold: "bg-red-700 text-white",
};

function TagBadge({ tag }: { tag: CardTag }) {
  if (tag.kind === "certified")
    return (
      <img
        src={imageUrl(tag.image, { width: 160 })}
        alt="Certified pre-owned"
        width={80}
        height={40}
        className="absolute left-2 top-2"
      />
    );
  return <span className={`car-card-tag ${tagTone[tag.kind]}`}>{tag.label}</span>;
}
