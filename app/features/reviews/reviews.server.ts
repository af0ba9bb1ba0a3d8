import { desc, eq } from "drizzle-orm";
import { review_summaries, reviews } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/** The site's review count and average rating, as the review service last summed them; null before any. */
export async function reviewSummary(scope: SiteScope): Promise<{ count: number; average: number } | null> {
  const [summary] = await scope.db
    .select()
    .from(review_summaries)
    .where(eq(review_summaries.site_id, scope.siteId))
    .limit(1);
  return summary ? { count: summary.count, average: Number.parseFloat(summary.average_rating) } : null;
}

/** The site's newest reviews, as many as it shows (`reviews.google_full_quantity`). */
export function latestReviews(scope: SiteScope) {
  return scope.db
    .select()
    .from(reviews)
    .where(eq(reviews.site_id, scope.siteId))
    .orderBy(desc(reviews.review_date), desc(reviews.id))
    .limit(scope.config.reviews.google_full_quantity);
}
