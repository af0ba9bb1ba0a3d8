import type { reviews } from "~/platform/db/schema";
import { reviewAge } from "./review-age";

/** Spec 001 section 5, a review: image, customer name, text (may be empty), rating, its date in words, and the dealer's reply. */
export interface ReviewCardView {
  id: number;
  customerName: string;
  image: string | null;
  text: string | null;
  rating: number;
  age: string;
  reply: { text: string; age: string | null } | null;
}

export function reviewCardView(review: typeof reviews.$inferSelect, now: Date): ReviewCardView {
  return {
    id: review.id,
    customerName: review.customer_name,
    image: review.image?.thumb.url ?? review.image?.url ?? null,
    text: review.text?.trim() || null,
    rating: review.rating,
    age: reviewAge(review.review_date, now),
    reply: review.reply_text
      ? { text: review.reply_text, age: review.reply_date ? reviewAge(review.reply_date, now) : null }
      : null,
  };
}
