import { Suspense } from "react";
import { BrandGrid } from "~/features/brands/components";
import { StatsBanner, StockTiles, WhyChooseUs, SalesCounter, Hero } from "~/features/home/components";
import { LatestNews } from "~/features/news/components";
import { LatestOffers } from "~/features/offers/components";
import { ReviewsSection } from "~/features/reviews/components";
import { BudgetFinder, FacetTiles, PriceSliderSearch } from "~/features/listing/components";
import { homeSearch } from "~/features/listing/index.server";
import { homeTitle, salesCounterValue } from "~/features/home";
import { showReviewCount } from "~/features/reviews";
import { newsCards } from "~/features/news";
import { platformContext, siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { split } from "~/ui/split";
import type { Route } from "./+types/home";
import { loadHomePage } from "./home.server";

// The page's last section: its code comes after the first paint, and the server's HTML is whole without it.
const HomeLocations = split(() => import("~/features/locations/home-locations").then((m) => m.HomeLocations));

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(siteContext);
  const page = await loadHomePage(context.get(siteContext));
  return {
    ...page,
    name: config.name,
    heading: config.home.hero_heading ?? config.name,
    text: config.home.hero_text,
    stats: config.home.stats_banner,
    salesCounter: config.home.sales_counter
      ? { label: config.home.sales_counter.label, initial: salesCounterValue(new Date()) }
      : null,
    reviews: page.reviews && showReviewCount(page.reviews.average, config.reviews) ? page.reviews : null,
    reviewCards: config.reviews.hidden ? [] : page.reviewCards,
    news: newsCards(context.get(platformContext).registry.news.get(config.slug), config.time_zone, 3),
    searchPath: homeSearch(config).path,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? homeTitle(data.name, data.city) : "Page" },
    { name: "description", content: data?.text ?? "" },
  ];
}

export default function Home({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <Hero slides={page.slides} heading={page.heading} text={page.text} searchPath={page.searchPath} />
      {page.stats ? <StatsBanner stats={page.stats} /> : null}
      {page.salesCounter ? <SalesCounter {...page.salesCounter} /> : null}
      <StockTiles stock={page.stock} words={page.words.many} />
      <FacetTiles id="body-heading" heading="Browse by body type" tiles={page.bodyTiles} />
      {page.budgetFinder ? <BudgetFinder finder={page.budgetFinder} /> : null}
      <PriceSliderSearch />
      <FacetTiles id="make-heading" heading="Browse by make" tiles={page.makeTiles} />
      <ReviewsSection summary={page.reviews} reviews={page.reviewCards} />
      {page.brandTiles.length > 0 ? <BrandGrid tiles={page.brandTiles} /> : null}
      <LatestOffers offers={page.offers} />
      <WhyChooseUs reasons={page.whyChooseUs} />
      <LatestNews news={page.news} />
      <Suspense>
        <HomeLocations {...page.locations} />
      </Suspense>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
