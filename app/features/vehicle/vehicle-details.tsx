import { useState } from "react";
import { ShowMore, ToggleLink } from "~/ui/show-more";
import type { AutoGauge } from "./market-gauge";
import { formatMoney } from "~/ui/format";
import type { VehicleView } from "./vehicle-view";
import { Section } from "./section";
import { buttonClass } from "~/ui/button";

export function KeyInformation({ view }: { view: VehicleView }) {
  return (
    <Section id="key-information" title="Key information">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        {view.keyInformation.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold [overflow-wrap:anywhere]">{row.value}</dd>
          </div>
        ))}
        {view.rego ? (
          <div>
            <dt className="text-sm text-muted-foreground">Registration</dt>
            <dd className="font-semibold">{view.rego}</dd>
          </div>
        ) : null}
      </dl>
    </Section>
  );
}

export function Features({ features }: { features: VehicleView["features"] }) {
  if (!features.items.length) return null;
  return (
    <Section id="features" title="Features">
      <ShowMore
        items={features.items}
        limit={features.limit}
        name="features"
        initiallyOpen={features.expanded}
        labels={["Show All", "Hide"]}
        className="grid gap-x-6 gap-y-1 sm:grid-cols-2"
        render={(item) => (
          <li key={item} className="before:mr-2 before:text-primary before:content-['✓']">
            {item}
          </li>
        )}
      />
    </Section>
  );
}

export function Specifications({ specifications }: { specifications: VehicleView["specifications"] }) {
  if (!specifications.rows.length) return null;
  return (
    <Section id="specifications" title="Specifications">
      <ShowMore
        items={specifications.rows}
        limit={specifications.limit}
        name="specifications"
        initiallyOpen={specifications.expanded}
        labels={["Show More", "Show Less"]}
        className="divide-y divide-muted rounded border border-muted"
        render={(row) => (
          <li key={row.label} className="flex justify-between gap-4 px-3 py-2">
            <span className="text-muted-foreground">{row.label}</span>
            <span className="text-right font-semibold">{row.value}</span>
          </li>
        )}
      />
    </Section>
  );
}

export function DealerComments({ comments }: { comments: VehicleView["comments"] }) {
  const [open, setOpen] = useState(comments.expanded);
  return (
    <Section id="comments" title="Dealer comments">
      {comments.kind === "pending" ? (
        <p className="italic text-muted-foreground">{comments.text}</p>
      ) : (
        <>
          <p className="whitespace-pre-line" data-testid="dealer-comments">
            {comments.kind === "truncated" && !open ? comments.short : comments.text}
          </p>
          {comments.kind === "truncated" ? (
            <ToggleLink
              name="comments"
              open={open}
              onToggle={() => setOpen(!open)}
              labels={["Read more", "Read less"]}
            />
          ) : null}
        </>
      )}
    </Section>
  );
}

export function UsedCarChecks({
  checks,
  historyReport,
  noun,
}: {
  checks: string[];
  historyReport: string | null;
  noun: string;
}) {
  if (!checks.length && !historyReport) return null;
  return (
    <Section id="used-car-checks" title={`Used-${noun} checks`}>
      <ul className="grid gap-1 sm:grid-cols-2">
        {checks.map((c) => (
          <li key={c} className="before:mr-2 before:text-green-700 before:content-['✓']">
            {c}
          </li>
        ))}
      </ul>
      {historyReport ? (
        <a
          href={historyReport}
          target="_blank"
          rel="noreferrer"
          className={buttonClass({ variant: "outline", size: "compact" }, "mt-3")}
        >
          View History Report
        </a>
      ) : null}
    </Section>
  );
}

/** Spec 000 section 5: the gauge block, shown only when the answer passes autoGaugeVisible (checked on the server). */
export function AutoGaugeBlock({ gauge, analysisHref }: { gauge: AutoGauge; analysisHref: string | null }) {
  return (
    <Section id="autogauge" title="How this price compares">
      <div
        className="relative h-3 rounded-full bg-gradient-to-r from-green-500 via-yellow-400 to-red-500"
        aria-hidden="true"
      >
        <span
          className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded bg-foreground"
          style={{ left: `${gauge.fill * 100}%` }}
        />
      </div>
      <div className="mt-2 flex justify-between text-sm">
        <span>{formatMoney(gauge.market_range_min)}</span>
        <span className="font-semibold">This car {formatMoney(gauge.listing_price)}</span>
        <span>{formatMoney(gauge.market_range_max)}</span>
      </div>
      <p className="mt-2 text-sm text-muted-foreground" data-testid="autogauge-description">
        {gauge.description} Confidence {Math.round(gauge.confidence * 100)}%.
      </p>
      {analysisHref ? (
        <a href={analysisHref} download className={buttonClass({ variant: "outline", size: "compact" }, "mt-3")}>
          Download Car Analysis (PDF)
        </a>
      ) : null}
    </Section>
  );
}
