import { and, eq } from "drizzle-orm";
import { cars, market_figures } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { SegmentFigures } from "./market-rules";

/** The columns of a segment's figures as the rules read them (`SegmentFigures`): for any query that joins them. */
export const SEGMENT_FIGURES = {
  comparables: market_figures.comparables,
  dealers: market_figures.dealers,
  for_sale: market_figures.for_sale,
  asking_median: market_figures.asking_median,
  asking_p10: market_figures.asking_p10,
  asking_p90: market_figures.asking_p90,
  asking_spread: market_figures.asking_spread,
  sold: market_figures.sold,
  sold_median: market_figures.sold_median,
  days_to_sell: market_figures.days_to_sell,
};

/** One car's segment figures as they stand, over the other sites' cars; null when none are kept yet. */
export async function segmentFiguresOf(scope: SiteScope, carId: number): Promise<SegmentFigures | null> {
  const [row] = await scope.db
    .select(SEGMENT_FIGURES)
    .from(cars)
    .innerJoin(
      market_figures,
      and(eq(market_figures.segment, cars.market_segment), eq(market_figures.site_id, cars.site_id)),
    )
    .where(and(eq(cars.site_id, scope.siteId), eq(cars.id, carId)));
  return row ?? null;
}
