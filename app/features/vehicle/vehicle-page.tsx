import { bottomBarActions } from "./bottom-bar-actions";
import { WatchlistButton } from "~/features/accounts/components";
import { Suspense } from "react";
import { Link } from "react-router";
import type { CalculatorInput, CalculatorResult } from "~/features/finance";
import type { CarCardView } from "~/features/cars";
import { useStockWords } from "~/features/cars/components";
import type { Crumb } from "./breadcrumb";
import { imageUrl } from "~/platform/images/image-url";
import { split } from "~/ui/split";
import type { DeliveryAnswer } from "./delivery-quote";
import type { FuelCalculatorInput } from "./fuel-cost";
import type { AutoGauge } from "./market-gauge";
import { LocationCards } from "./location-cards";
import { Section, SectionModeContext } from "./section";
import { VehicleGallery } from "./vehicle-gallery";
import { ActionButtons, VehicleSidebar } from "./vehicle-sidebar";
import type { VehicleView } from "./vehicle-view";

/** Below the fold, or on few cars: their code loads for this page only, after the first paint. */
const MediaViews = split(() => import("./spin-viewer").then((m) => m.MediaViews));
const FuelCalculator = split(() => import("./fuel-calculator").then((m) => m.FuelCalculator));
const DeliveryCalculator = split(() => import("./delivery-calculator").then((m) => m.DeliveryCalculator));
const FinanceCalculator = split(() =>
  import("~/features/finance/finance-calculator-widget").then((m) => m.FinanceCalculator),
);
const KeyInformation = split(() => import("./vehicle-details").then((m) => m.KeyInformation));
const Features = split(() => import("./vehicle-details").then((m) => m.Features));
const Specifications = split(() => import("./vehicle-details").then((m) => m.Specifications));
const DealerComments = split(() => import("./vehicle-details").then((m) => m.DealerComments));
const UsedCarChecks = split(() => import("./vehicle-details").then((m) => m.UsedCarChecks));
const AutoGaugeBlock = split(() => import("./vehicle-details").then((m) => m.AutoGaugeBlock));
const LocationBar = split(() => import("./page-furniture").then((m) => m.LocationBar));
const StickyCarHeader = split(() => import("./page-furniture").then((m) => m.StickyCarHeader));
const StickyBottomBar = split(() => import("./page-furniture").then((m) => m.StickyBottomBar));
const PromoPopup = split(() => import("./page-furniture").then((m) => m.PromoPopup));
const SimilarCars = split(() => import("./similar-cars-section").then((m) => m.SimilarCars));
const ShareBar = split(() => import("./share-bar").then((m) => m.ShareBar));
const VideoFacade = split(() => import("./video-facade").then((m) => m.VideoFacade));
const PrintButton = split(() => import("./print-button").then((m) => m.PrintButton));

export interface VehiclePageData {
  view: VehicleView;
  similar: CarCardView[];
  gauge: AutoGauge | null;
  calculators: {
    delivery: { postcode: string; answer: DeliveryAnswer } | null;
    fuel: { input: FuelCalculatorInput } | null;
    finance: { input: CalculatorInput; result: CalculatorResult };
  };
}

/** /cars/{slug}: spec 000 section 2 (Vehicle detail page) and spec 001 section 2 (sidebar, breadcrumb). */
export function VehiclePage({ page }: { page: VehiclePageData }) {
  const { view } = page;
  return (
    <SectionModeContext.Provider value={view.sections}>
      <article data-status={view.car.status} data-car-type={view.car.car_type} aria-labelledby="vehicle-title">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: view.seo.jsonLd }} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: view.seo.breadcrumbJsonLd }} />
        <Suspense>
          {/* Spec 000 §2: a sold car's page is the sold message and similar cars, nothing more. */}
          {view.announcement && view.inStock ? (
            <LocationBar text={view.announcement.text} directions={view.announcement.directions} />
          ) : null}
          {view.inStock ? <StickyCarHeader name={view.car.name} price={view.price} /> : null}
        </Suspense>
        <div className="mx-auto max-w-7xl px-4 pb-28 pt-4">
          <Breadcrumb crumbs={view.breadcrumb} />
          {view.inStock ? <InStockBody page={page} /> : <SoldView view={view} />}
          <Suspense fallback={<SimilarCarsLoading heading={view.similarHeading} />}>
            <SimilarCars heading={view.similarHeading} similar={page.similar} />
          </Suspense>
          {view.inStock && !view.location.hideBottomBlock ? (
            <Section id="vehicle-map" title="Where to find this vehicle">
              <LocationCards block={view.location} showPhone={!view.phone} />
            </Section>
          ) : null}
          {view.inStock ? <FeatureBanner offers={view.offers} /> : null}
        </div>
        <Suspense>
          {view.stickyBottomBar ? <StickyBottomBar actions={bottomBarActions(view)} /> : null}
          {view.promoPopup ? <PromoPopup popup={view.promoPopup} today={view.promoPopup.today} /> : null}
        </Suspense>
      </article>
    </SectionModeContext.Provider>
  );
}

/** Spec 000 section 2: "6 placeholders while similar cars load" (their code, after a move within the site). */
const SIMILAR_PLACEHOLDERS = 6;

function SimilarCarsLoading({ heading }: { heading: string }) {
  return (
    <Section id="similar-cars" title={heading}>
      <ul className="flex gap-4 overflow-hidden pb-2" aria-busy="true" aria-label={heading}>
        {Array.from({ length: SIMILAR_PLACEHOLDERS }, (_, i) => (
          <li
            key={i}
            data-testid="similar-car-placeholder"
            className="h-96 w-72 shrink-0 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
          />
        ))}
      </ul>
    </Section>
  );
}

function InStockBody({ page }: { page: VehiclePageData }) {
  const { view, calculators } = page;
  const gallery = (
    <VehicleGallery slides={view.media.slides} thumbnails={view.media.thumbnails} title={view.car.name} />
  );
  return (
    <div className="mt-3 grid gap-x-8 gap-y-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr]">
      <div className="flex min-w-0 flex-col gap-4">
        <span id="vehicle-title" className="sr-only">
          {view.car.name}
        </span>
        {view.media.spin ? (
          <Suspense fallback={gallery}>
            <MediaViews
              spin={view.media.spin}
              defaultView={view.media.spin.defaultView}
              gallery={gallery}
              title={view.car.name}
            />
          </Suspense>
        ) : (
          gallery
        )}
      </div>
      {/* The summary (price and actions) comes straight after the pictures, so a phone shows it in the first screen; sharing follows. */}
      <aside
        aria-label="Vehicle summary"
        className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
      >
        <VehicleSidebar view={view} />
      </aside>
      <Suspense>
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-3">
          <ShareBar
            url={view.share.url}
            links={view.share.links}
            carName={view.car.name}
            copiesLink={view.share.copiesLink}
          />
          {view.print ? <PrintButton slug={view.car.slug} /> : null}
        </div>
      </Suspense>
      <Suspense>
        <div className="flex min-w-0 flex-col gap-6">
          {view.media.video ? (
            <Video video={view.media.video} title={view.car.name} poster={view.media.slides[0]?.src} />
          ) : null}
          <KeyInformation view={view} />
          {page.gauge ? <AutoGaugeBlock gauge={page.gauge} analysisHref={view.carAnalysisHref} /> : null}
          <Features features={view.features} />
          <UsedCarChecks checks={view.usedCarChecks} historyReport={view.historyReport} noun={view.car.noun} />
          <DealerComments comments={view.comments} />
          {view.fuel && calculators.fuel ? (
            <Section id="fuel" title="Fuel cost calculator">
              <Suspense>
                <FuelCalculator initial={calculators.fuel.input} />
              </Suspense>
            </Section>
          ) : null}
          {view.delivery ? (
            <Section id="delivery" title="Delivery cost calculator">
              <Suspense>
                <DeliveryCalculator regions={view.delivery} initial={calculators.delivery} />
              </Suspense>
            </Section>
          ) : null}
          <Specifications specifications={view.specifications} />
          <Section id="finance-calculator" title="Finance calculator">
            <Suspense>
              <FinanceCalculator
                config={view.calculator.config}
                initial={calculators.finance.input}
                disclaimer={view.calculator.disclaimer}
              />
            </Suspense>
          </Section>
          {view.financeTeaser ? (
            <div className="rounded-lg bg-primary p-5 text-primary-foreground">
              <p className="text-lg font-bold">Get Finance Now</p>
              <p>Apply online in minutes and get pre-approved with a personalised rate.</p>
              <Link
                to={view.financeTeaser.href}
                data-finance-popup={view.financeTeaser.popup ? "" : undefined}
                className="mt-3 inline-block rounded bg-background px-4 py-2 font-semibold text-foreground"
              >
                Apply for finance
              </Link>
            </div>
          ) : null}
          <p className="text-xs text-muted-foreground">{view.disclaimer}</p>
        </div>
      </Suspense>
    </div>
  );
}

/** Spec 000 section 4: any status but in_stock and coming_soon shows only this and similar cars. */
function SoldView({ view }: { view: VehicleView }) {
  return (
    <section className="mx-auto mt-6 max-w-2xl rounded-lg border border-muted p-8 text-center" data-testid="sold-view">
      <h1 id="vehicle-title" className="text-2xl font-bold">
        {view.car.name}
      </h1>
      <p className="mt-4 text-xl font-semibold">Unfortunately this {view.car.noun} recently sold.</p>
      <p className="mt-2 text-muted-foreground">
        But don&apos;t worry, we can help you find a similar {view.car.noun}!
      </p>
      <div className="mx-auto mt-6 grid max-w-xs gap-3">
        <ActionButtons actions={view.actions} />
        {/* Spec 000 §4: a saved car that sells keeps its watchlist control, so the shopper can remove it. */}
        <WatchlistButton car={view.saving.watchlist} />
      </div>
    </section>
  );
}

function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} className="flex gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.href ? (
              <Link to={crumb.href} className="hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-foreground">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Video({
  video,
  title,
  poster,
}: {
  video: NonNullable<VehicleView["media"]["video"]>;
  title: string;
  poster: string | undefined;
}) {
  return (
    <div className="aspect-video overflow-hidden rounded-lg bg-black">
      {video.kind === "iframe" ? (
        <VideoFacade src={video.src} title={title} />
      ) : (
        <video
          src={video.src}
          controls
          preload="none"
          poster={poster ? imageUrl(poster, { width: 960 }) : undefined}
          aria-label={`${title} video`}
          className="h-full w-full"
        >
          <track kind="captions" />
        </video>
      )}
    </div>
  );
}

/** Spec 000 section 2: latest offers (or a test drive where the site has none), book service, sell your car. */
function FeatureBanner({ offers }: { offers: boolean }) {
  const { one } = useStockWords();
  const items = [
    offers
      ? { title: "Latest offers", text: "See this month's deals across our range.", href: "/special-offers" }
      : { title: "Book a test drive", text: "Any model in stock, where and when suits you.", href: "/book-test-drive" },
    { title: "Book a service", text: `Keep your ${one} running at its best.`, href: "/service#service-booking" },
    { title: `Sell your ${one}`, text: `Get a fair offer on your current ${one}.`, href: "/sell-your-car" },
  ];
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label="More from us">
      {items.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className="block h-full rounded-lg bg-muted p-5 hover:bg-primary hover:text-primary-foreground"
          >
            <span className="block text-lg font-bold">{item.title}</span>
            <span className="text-sm">{item.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
