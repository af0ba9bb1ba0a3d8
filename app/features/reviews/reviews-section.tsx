import { Carousel } from "~/ui/carousel";
import type { ReviewCardView } from "./review-card";
import { RatingStars } from "./rating-stars";

function ReviewCard({ review }: { review: ReviewCardView }) {
  return (
    <article
      aria-label={`Review by ${review.customerName}`}
      className="flex h-full flex-col gap-3 rounded-lg border border-muted-foreground/20 bg-background p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        {review.image ? (
          <img
            src={review.image}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="h-10 w-10 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {review.customerName.slice(0, 1)}
          </span>
        )}
        <div>
          <p className="font-semibold">{review.customerName}</p>
          <p className="text-sm text-muted-foreground">{review.age}</p>
        </div>
      </div>
      <RatingStars rating={review.rating} size="text-lg" />
      {review.text ? <p>{review.text}</p> : null}
      {review.reply ? (
        <div className="mt-auto border-l-4 border-primary/40 pl-3 text-sm">
          <p className="font-semibold">
            Response from the dealer
            {review.reply.age ? <span className="font-normal text-muted-foreground"> · {review.reply.age}</span> : null}
          </p>
          <p className="text-muted-foreground">{review.reply.text}</p>
        </div>
      ) : null}
    </article>
  );
}

/** Spec 001 sections 2 and 5: the rating (its count only where the site shows it) and the latest reviews in a carousel. */
export function ReviewsSection({
  summary,
  reviews,
}: {
  summary: { average: number; count: number } | null;
  reviews: ReviewCardView[];
}) {
  if (!summary && reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-bold">
          What our customers say
        </h2>
        {summary ? <RatingStars rating={summary.average} count={summary.count} /> : null}
      </div>
      {reviews.length ? (
        <Carousel label="Customer reviews">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </Carousel>
      ) : null}
    </section>
  );
}
