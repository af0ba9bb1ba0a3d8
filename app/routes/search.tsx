import { useEffect } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { SaveSearchForm } from "~/features/alerts/components";
import { ListingPage } from "~/features/listing/components";
import { ResultCache, listingItemList, listingRobots, type ListingPageData } from "~/features/listing";
import { loadListing } from "~/features/listing/index.server";
import { keepFromOtherVisitors, siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { JsonLd } from "~/ui/json-ld";
import { shareImageUrl } from "~/platform/images/image-url";
import { socialMeta } from "~/ui/social-meta";
import type { Route } from "./+types/search";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefix = url.pathname.startsWith("/used-car") ? "used-car" : "search";
  const load = await loadListing(context.get(siteContext), url, prefix, (params["*"] ?? "").split("/"));
  if (load.kind === "not-found") throw data(null, { status: 404 });
  if (load.kind === "redirect") throw redirect(load.location);
  const { config } = context.get(siteContext);
  // A search that found nothing is rendered (and counted for the dashboard) every time it is made,
  // never served from the page cache: five shoppers failing the same way are five misses (issue 54).
  if (load.page.count === 0 && load.page.state.query) keepFromOtherVisitors(context);
  // The page's ItemList is drawn from its cards, so the data the page hydrates from does not carry it twice.
  const itemList = { siteUrl: config.url, firstPosition: (load.page.state.page - 1) * config.search.hits_per_page + 1 };
  return {
    ...load.page,
    alerts: config.accounts.alerts,
    robots: listingRobots(load.page.state, { usedCarPath: config.search.used_car_path }, config.url),
    itemList,
    stale: false,
  };
}

const cache = new ResultCache<ListingPageData>();
let last: ListingPageData | undefined;

/** Recent results come from memory; a failed refresh keeps the previous results and counts (spec 000 section 4). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const cached = cache.get(key);
  if (cached) return { ...(last = cached), stale: false };
  try {
    const page = await serverLoader();
    cache.set(key, page);
    last = page;
    return page;
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error) || !last) throw error;
    console.warn("search failed; keeping the previous results", error);
    return { ...last, stale: true };
  }
}

export function meta({ data: page }: Route.MetaArgs) {
  const robots = page && "robots" in page ? page.robots : null;
  const title = page ? `${page.heading} | ${page.count} vehicles` : "Search";
  // The first car on the page is the listing's picture when the link is shared.
  const firstCard = page?.items.find((item) => item.kind === "car")?.car;
  return [
    { title },
    { name: "description", content: page?.heading ?? "" },
    ...(robots
      ? socialMeta({
          type: "website",
          title,
          description: page?.heading ?? "",
          url: robots.canonical,
          image: firstCard ? { url: shareImageUrl(firstCard.image, robots.canonical), alt: firstCard.title } : null,
        })
      : []),
    ...(robots && !robots.index ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
}

export default function SearchListing({ loaderData }: Route.ComponentProps) {
  // The results on screen, server-rendered or not, are what a failed refresh keeps.
  useEffect(() => {
    if (!loaderData.stale) last = loaderData;
  }, [loaderData]);
  const cars = loaderData.items.flatMap((item) => (item.kind === "car" ? [item.car] : []));
  return (
    <>
      {"itemList" in loaderData ? (
        <JsonLd value={listingItemList(loaderData.itemList.siteUrl, cars, loaderData.itemList.firstPosition)} />
      ) : null}
      <ListingPage
        data={loaderData}
        stale={loaderData.stale}
        saveSearch={
          "alerts" in loaderData && loaderData.alerts ? (
            <SaveSearchForm key={loaderData.href} search={loaderData.href} />
          ) : null
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
