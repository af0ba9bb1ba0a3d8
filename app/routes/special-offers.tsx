import { Form, Link } from "react-router";
import { OfferCardView } from "~/features/offers/components";
import { NO_OFFERS, OFFER_PRICE_CHOICES, offerQuery } from "~/features/offers";
import { searchOffers } from "~/features/offers/index.server";
import { siteContext } from "~/platform/http/context";
import { Button, buttonClass } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Field, inputClass } from "~/ui/field";
import { formatMoney } from "~/ui/format";
import { Pager } from "~/ui/page-links";
import type { Route } from "./+types/special-offers";

/** /special-offers: the site's offers, filtered by category, price and words, 21 a page (spec 000 sections 2, 7, 8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  const query = offerQuery(new URL(request.url).searchParams);
  return { query, clearPath: scope.config.offers.clear_filters_path, ...(await searchOffers(scope, query)) };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `Special offers${site?.name ? ` | ${site.name}` : ""}` },
    { name: "description", content: "This month's new vehicle, finance and service offers." },
  ];
}

export default function SpecialOffers({ loaderData: page }: Route.ComponentProps) {
  const { query } = page;
  const pageHref = (n: number) =>
    `?${new URLSearchParams({ ...(query.category ? { category: query.category } : {}), ...(query.maxPrice ? { price: String(query.maxPrice) } : {}), ...(query.query ? { query: query.query } : {}), page: String(n) })}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Special offers</h1>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-lg bg-muted/50 p-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
        aria-label="Filter offers"
      >
        <Field id="offer-category" label="Category">
          <select id="offer-category" name="category" defaultValue={query.category} className={inputClass}>
            <option value="">All offers</option>
            {page.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="offer-price" label="Price up to">
          <select id="offer-price" name="price" defaultValue={query.maxPrice || ""} className={inputClass}>
            <option value="">Any price</option>
            {OFFER_PRICE_CHOICES.map((p) => (
              <option key={p} value={p}>
                {formatMoney(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="offer-query" label="Search offers">
          <input
            id="offer-query"
            name="query"
            type="search"
            defaultValue={query.query}
            maxLength={100}
            className={inputClass}
          />
        </Field>
        <Button type="submit">Show offers</Button>
      </Form>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {page.total} {page.total === 1 ? "offer" : "offers"}
      </p>
      {page.cards.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.cards.map((offer) => (
            <li key={offer.id}>
              <OfferCardView offer={offer} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-dashed border-muted-foreground/40 p-8 text-center">
          <p className="font-semibold">{NO_OFFERS}</p>
          <Link to={page.clearPath} className={buttonClass({ variant: "outline" }, "mt-4")}>
            Clear Filters
          </Link>
        </div>
      )}
      <Pager pages={page.pages} current={query.page} href={pageHref} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
