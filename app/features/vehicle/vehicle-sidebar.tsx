import { Link } from "react-router";
import { SaveCarControls } from "~/features/accounts/components";
import { CompareToggle } from "~/features/compare/components";
import type { VehicleAction, PriceDisplay } from "~/features/cars";
import { PhoneReveal } from "./phone-reveal";
import { COMPARISON_RATE_NOTE, type PartnerEstimate } from "~/features/finance";
import type { VehicleView } from "./vehicle-view";
import { ViewCounter } from "./view-counter";
import { LocationCards } from "./location-cards";

/** Spec 000 section 2, the sidebar in order: title, price and views, estimate, location, finance teaser, phone, actions, icons. */
export function VehicleSidebar({ view }: { view: VehicleView }) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold leading-tight">{view.car.name}</h1>
        {view.car.subtitle ? <p className="text-muted-foreground">{view.car.subtitle}</p> : null}
        {view.tag && view.tag.kind !== "certified" ? (
          <p className="mt-2 inline-block rounded bg-accent px-2 py-0.5 text-xs font-bold uppercase text-accent-foreground">
            {view.tag.label}
          </p>
        ) : null}
      </div>
      {view.price ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <PriceBlock price={view.price} belowMarket={view.belowMarket} />
          <ViewCounter slug={view.car.slug} initial={view.views} viewedAs={view.viewedAs} />
        </div>
      ) : null}
      <div className="flex flex-col gap-5 empty:hidden max-lg:order-2">
        {view.estimate ? <EstimateBox quote={view.estimate} /> : null}
        {view.location.own ? (
          <LocationCards block={{ ...view.location, cards: [view.location.own] }} compact showPhone={!view.phone} />
        ) : null}
        {view.financeTeaser ? <FinanceTeaser teaser={view.financeTeaser} /> : null}
      </div>
      {view.phone ? (
        <div className="rounded-lg border border-muted p-4 max-lg:order-2">
          <p className="text-sm font-semibold text-muted-foreground">Call the dealer</p>
          <PhoneReveal slug={view.car.slug} {...view.phone} />
        </div>
      ) : null}
      {/* Spec 000 §2's order (issue 37): the actions follow the call box, then the icons. A phone shows
          them straight after the price instead (flex order), so they are in its first screen. */}
      <div className="flex flex-col gap-5 max-lg:order-1">
        <ActionButtons actions={view.actions} />
        <SaveCarControls saving={view.saving} />
        {view.compare ? (
          <CompareToggle
            car={view.compare}
            className="w-full rounded border-2 border-muted-foreground/40 px-3 py-2 font-semibold aria-pressed:border-primary aria-pressed:bg-primary/10"
          />
        ) : null}
      </div>
      <ul className="grid grid-cols-3 gap-2 text-center text-sm max-lg:order-2" aria-label="At a glance">
        {view.icons.map((icon) => (
          <Icon key={icon.label} {...icon} />
        ))}
      </ul>
    </div>
  );
}

export function PriceBlock({ price, belowMarket }: { price: PriceDisplay; belowMarket: string | null }) {
  return (
    <div data-testid="price-block">
      {price.kind === "price" && price.was ? (
        <p className="text-sm text-muted-foreground">
          Was <s>{price.was}</s>
        </p>
      ) : null}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold">{price.text}</span>
        {price.kind === "subscription" ? <span>{price.suffix}</span> : null}
        {price.kind === "price" && price.priceType ? (
          <span className="text-sm text-muted-foreground">{price.priceType}</span>
        ) : null}
      </p>
      {belowMarket ? (
        <p className="mt-1 inline-block rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
          {belowMarket}
        </p>
      ) : null}
    </div>
  );
}

/** The finance partner's quote for this car, with great credit, and the terms it assumes. */
function EstimateBox({ quote }: { quote: PartnerEstimate }) {
  return (
    <div className="rounded-lg bg-muted p-4" data-testid="finance-estimate">
      <p className="text-sm font-semibold">Finance estimate</p>
      <p>
        <span className="text-2xl font-bold">{quote.weekly}</span> per week{" "}
        <span className="text-muted-foreground">({quote.monthly} per month)</span>
      </p>
      <p className="text-sm text-muted-foreground" data-testid="finance-assumptions">
        {quote.advertisedRate}% p.a. advertised rate {quote.assumptions}; {quote.comparisonRate}% p.a. comparison rate*
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{COMPARISON_RATE_NOTE}</p>
    </div>
  );
}

function FinanceTeaser({ teaser }: { teaser: NonNullable<VehicleView["financeTeaser"]> }) {
  return (
    <div className="rounded-lg border border-primary/30 p-4" data-testid="finance-teaser">
      <p className="font-semibold">{teaser.weekly ? `Finance from ${teaser.weekly}` : "Finance available"}</p>
      {teaser.rates ? (
        <p className="text-sm text-muted-foreground" data-testid="finance-assumptions">
          {teaser.rates}
        </p>
      ) : null}
      {teaser.note ? <p className="mt-1 text-xs text-muted-foreground">{teaser.note}</p> : null}
      <Link
        to={teaser.href}
        data-finance-popup={teaser.popup ? "" : undefined}
        className="mt-2 inline-block font-semibold text-primary underline-offset-2 hover:underline"
      >
        Get pre-approved
      </Link>
    </div>
  );
}

const actionStyle = "block rounded px-4 py-3 text-center font-semibold";

export function ActionButtons({ actions }: { actions: VehicleAction[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label="What would you like to do?" data-testid="vehicle-actions">
      {actions.map((action, i) => (
        <li key={action.kind}>
          <a
            href={action.href}
            data-action={action.kind}
            data-lead-form={action.leadForm ? "" : undefined}
            className={`${actionStyle} ${i === 0 ? "bg-primary text-primary-foreground hover:opacity-90" : "border-2 border-primary text-primary hover:bg-primary hover:text-primary-foreground"}`}
          >
            {action.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Icon({ label, value, glyph }: { label: string; value: string | null; glyph: string }) {
  return (
    <li className="rounded bg-muted p-2">
      <span aria-hidden="true" className="block text-xl">
        {glyph}
      </span>
      <span className="sr-only">{label}: </span>
      {value ?? "–"}
    </li>
  );
}
