import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate, useNavigation, useRevalidator } from "react-router";
import { CardFavouriteToggle } from "~/features/accounts/components";
import { CardCompareToggle } from "~/features/compare/components";
import { CarCard } from "~/features/cars/components";
import { PromoCard } from "./promo-card";
import { FacetPanel, LISTING_FORM_ID, SLIDER_DEBOUNCE_MS } from "./facet-panel";
import { ListingSearch } from "./listing-search";
import { emptyListingState, listingHref, parseListingQuery, withPage } from "./listing-url";
import type { ListingPageData } from "./listing-data";
import { useKeptFocus } from "./keep-focus";
import { SortSelect } from "./sort-select";
import { RecentSearches } from "./recent-searches";
import { rememberSearch } from "./search-history";
import { buttonClass } from "~/ui/button";
import { formatNumber } from "~/ui/format";

const RESULTS_HEADING_ID = "listing-results";
const NO_RESULTS_TEXT =
  "No results found for your search at this time. Please try adjusting the filters for more results.";

/**
 * The filters start closed, so a phone without scripts shows the results first (issue 36); on a
 * large screen they open before the page first paints (hydration comes after it, and opening them
 * then moved the whole page).
 */
const OPEN_FILTERS_ON_LARGE_SCREENS = `if (matchMedia("(min-width: 992px)").matches) document.currentScript.previousElementSibling.open = true;`;

/** The search listing: filters, sort, results grid with promos, pages, and the empty state. */
export function ListingPage({
  data,
  stale,
  saveSearch,
}: {
  data: ListingPageData;
  stale: boolean;
  saveSearch?: ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loading = navigation.state === "loading" && /^\/(search|used-car)/.test(navigation.location.pathname);
  const filtersRef = useRef<HTMLDetailsElement>(null);
  const committed = useRef(new Map<string, { min: number; max: number }>());
  const keepFocus = useKeptFocus(data.href, RESULTS_HEADING_ID);

  useEffect(() => rememberSearch(data.state, data.href), [data.href, data.state]);
  // A listing opened in the browser (no script of the server's ran) opens its filters on a large screen too.
  useEffect(() => {
    if (filtersRef.current && window.matchMedia("(min-width: 992px)").matches) filtersRef.current.open = true;
  }, []);

  function apply(delayMs: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
      // The thumbs' snapped values, not the inputs' own step grid.
      for (const [name, range] of committed.current) {
        params.set(`${name}_min`, String(range.min));
        params.set(`${name}_max`, String(range.max));
      }
      committed.current.clear();
      keepFocus();
      navigate(listingHref(parseListingQuery(params), { usedCarPath: data.usedCarPath }), { preventScrollReset: true });
    }, delayMs);
  }

  const sortId = "listing-sort";
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{data.heading}</h1>
          <p role="status" aria-live="polite" className="text-muted-foreground">
            {/* Spec 000 §4: the previous count stays while the next results load. */}
            {data.nearest
              ? "No exact matches"
              : `${formatNumber(data.count)} ${data.count === 1 ? "vehicle" : "vehicles"} found`}
            {loading ? (
              <span className="ml-2 text-sm" data-testid="listing-updating">
                · Updating…
              </span>
            ) : null}
          </p>
          {stale ? (
            <p role="alert" className="mt-1 text-sm text-red-800">
              We couldn't refresh the results. Showing the last ones we found.{" "}
              <button type="button" onClick={() => revalidator.revalidate()} className="font-semibold underline">
                Try again
              </button>
            </p>
          ) : null}
          {saveSearch}
        </div>
        <div>
          <label htmlFor={sortId} className="mr-2 text-sm font-semibold">
            Sort by
          </label>
          <SortSelect id={sortId} value={data.state.sortBy} sorts={data.sorts} onApply={() => apply(0)} />
        </div>
      </div>
      <ListingSearch form={LISTING_FORM_ID} value={data.state.query} typed={data.state.typed} onApply={apply} />
      <FilterChips data={data} />
      {/* On a small laptop (992 to 1199 px) a narrower filter column leaves the two result columns room. */}
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr] lg:max-xl:grid-cols-[15rem_1fr]">
        <details ref={filtersRef} className="listing-filters rounded-lg border border-muted p-4 lg:self-start">
          <summary className="cursor-pointer text-lg font-bold lg:hidden">Filters</summary>
          <FacetPanel
            formRef={formRef}
            state={data.state}
            groups={data.groups}
            sliders={data.sliders}
            onChange={apply}
            onSlider={(name, range) => {
              committed.current.set(name, range);
              apply(SLIDER_DEBOUNCE_MS);
            }}
            showHref={(facet) => listingHref({ ...data.state, show: facet }, { usedCarPath: data.usedCarPath })}
          />
          <RecentSearches current={data.href} />
        </details>
        <script dangerouslySetInnerHTML={{ __html: OPEN_FILTERS_ON_LARGE_SCREENS }} />
        <section aria-labelledby={RESULTS_HEADING_ID} aria-busy={loading} data-listing={data.href}>
          <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="sr-only">
            Results
          </h2>
          {data.nearest ? <NearestNotice nearest={data.nearest} /> : null}
          {data.items.length === 0 ? <NoResults usedCarPath={data.usedCarPath} /> : <Results data={data} />}
          <Pagination data={data} />
        </section>
      </div>
    </div>
  );
}

function Results({ data }: { data: ListingPageData }) {
  const list =
    data.layout === "carousel"
      ? "relative flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4"
      : "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";
  const item = data.layout === "carousel" ? "w-72 shrink-0 snap-start" : undefined;
  return (
    <ul className={list}>
      {data.items.map((entry, i) =>
        entry.kind === "car" ? (
          <li key={`car-${entry.car.id}`} className={item}>
            <CarCard
              car={entry.car}
              priority={i < 3}
              save={<CardFavouriteToggle car={entry.car} />}
              compare={<CardCompareToggle car={entry.car} />}
            />
          </li>
        ) : (
          <li key={`promo-${entry.promo.id}`} className={item}>
            <PromoCard promo={entry.promo} />
          </li>
        ),
      )}
    </ul>
  );
}

/** Issue 38: what the listing applies, each a link that removes it; those that gave way to find something are struck through. */
function FilterChips({ data }: { data: ListingPageData }) {
  if (!data.chips.length) return null;
  const relaxed = new Set(data.nearest?.relaxed);
  return (
    <ul aria-label="Filters in use" className="mb-4 flex flex-wrap items-center gap-2">
      {data.chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={chip.removeHref}
            preventScrollReset
            aria-label={`Remove ${chip.label}${relaxed.has(chip.key) ? " (relaxed)" : ""}`}
            data-relaxed={relaxed.has(chip.key) || undefined}
            className="filter-chip"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={listingHref(emptyListingState, { usedCarPath: data.usedCarPath })}
          className="text-sm font-semibold underline"
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}

function NearestNotice({ nearest }: { nearest: NonNullable<ListingPageData["nearest"]> }) {
  return (
    <p role="status" className="mb-4 rounded-lg border border-muted bg-muted/40 p-4" data-testid="nearest-notice">
      {nearest.message}{" "}
      <Link to={nearest.href} className="font-semibold underline">
        See them all
      </Link>
    </p>
  );
}

function NoResults({ usedCarPath }: { usedCarPath: boolean }) {
  return (
    <div className="rounded-lg border border-muted p-8 text-center">
      <h2 className="text-2xl font-bold">No Results Available</h2>
      <p className="mt-2 text-muted-foreground">{NO_RESULTS_TEXT}</p>
      <Link to={listingHref(emptyListingState, { usedCarPath })} className={buttonClass({}, "mt-4")}>
        Clear Filters
      </Link>
    </div>
  );
}

function Pagination({ data }: { data: ListingPageData }) {
  const { page } = data.state;
  if (data.pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, data.pages - 4));
  const pages = Array.from({ length: Math.min(5, data.pages) }, (_, i) => first + i);
  const href = (p: number) => listingHref(withPage(data.state, p), { usedCarPath: data.usedCarPath });
  const link = "rounded border border-muted px-3 py-2 hover:border-primary";
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      {pages.map((p) => (
        <Link
          key={p}
          to={href(p)}
          aria-current={p === page ? "page" : undefined}
          className={`${link} ${p === page ? "bg-primary text-primary-foreground" : ""}`}
        >
          <span className="sr-only">Page </span>
          {p}
        </Link>
      ))}
      {page < data.pages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
