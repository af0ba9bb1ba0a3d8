import { data } from "react-router";
import { LocationCards, NearestForm } from "~/features/locations/components";
import { LOCATOR_PAGE_SIZE } from "~/features/locations";
import { loadLocatorPage } from "~/features/locations/index.server";
import { siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { FilterLinks, Pager } from "~/ui/page-links";
import type { Route } from "./+types/locations";

/** /dealer-locator, /dealerships and /dealerships/{make}: the site's locations (spec 001 section 2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await loadLocatorPage(
    context.get(siteContext),
    context.get(servicesContext).outside.geocoder,
    new URL(request.url),
    params.make ?? null,
  );
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `${loaderData?.heading ?? "Our locations"}${site?.name ? ` | ${site.name}` : ""}` },
    {
      name: "description",
      content: "Find a dealership near you: addresses, opening hours, phone numbers and directions.",
    },
  ];
}

function shownRange(page: Route.ComponentProps["loaderData"]): string {
  const first = (page.pagination.current - 1) * LOCATOR_PAGE_SIZE + 1;
  return `Locations ${first} to ${first + page.cards.length - 1} of ${page.total}`;
}

export default function Locations({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{page.heading}</h1>
      <NearestForm nearest={page.nearest} />
      <FilterLinks label="Show locations" items={page.filters.map((f) => ({ ...f, key: f.href }))} />
      {page.pagination.hrefs.length > 1 ? (
        <p className="mt-4 text-sm text-muted-foreground">{shownRange(page)}</p>
      ) : null}
      <div className="mt-6">
        {page.cards.length ? (
          <LocationCards cards={page.cards} />
        ) : (
          <p className="text-muted-foreground">No locations of that kind.</p>
        )}
      </div>
      <Pager
        pages={page.pagination.hrefs.length}
        current={page.pagination.current}
        href={(n) => page.pagination.hrefs[n - 1]!}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
