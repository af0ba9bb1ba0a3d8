import { Form, Link } from "react-router";
import { buttonClass, Button } from "~/ui/button";
import { formatMoney, formatNumber } from "~/ui/format";
import type { TradeInPage, ValuationView } from "./trade-in-page";

/** The estimate and its Accept offer button, or why there is no online estimate. */
export function ValuationResult({ page, valuation: v }: { page: TradeInPage; valuation: ValuationView }) {
  const again = page.car ? `${page.path}?car_id=${page.car.id}` : page.path;
  return (
    <section
      aria-labelledby="valuation-result"
      className="space-y-4 rounded-lg border border-muted-foreground/20 bg-background p-6 shadow-sm"
    >
      <h2 id="valuation-result" className="text-2xl font-bold">
        {v.offerAccepted
          ? `Offer accepted. Thanks ${v.name}!`
          : v.offer !== null
            ? `Our offer for your ${v.vehicle}`
            : `Thanks ${v.name}, we'll be in touch`}
      </h2>
      {v.offer !== null ? (
        <p className="text-4xl font-extrabold text-primary" data-testid="offer">
          {formatMoney(v.offer)}
        </p>
      ) : null}
      <p className="text-muted-foreground">
        {v.vehicle}, {formatNumber(v.km)} km
      </p>
      {v.low !== null && v.high !== null ? (
        <p className="text-sm text-muted-foreground" data-testid="estimate">
          Cars like yours, at this age and kilometres and with your answers, trade for about {formatMoney(v.low)} to{" "}
          {formatMoney(v.high)}. Our offer is the middle of that range.
        </p>
      ) : null}
      {v.refusal ? <p className="font-semibold">{v.refusal}</p> : null}
      {v.offerAccepted && v.offer !== null ? (
        <p>
          You accepted our offer of <strong>{formatMoney(v.offer)}</strong>. We'll call you to arrange a quick
          inspection. If the car matches your answers, the offer stands for 7 days
          {page.car ? ` and comes off the price of the ${page.car.name}` : ""}.
        </p>
      ) : v.offer !== null ? (
        <>
          <p>
            This offer is subject to a quick inspection confirming your answers. Accept it and we'll call you to book
            the inspection.
          </p>
          <Form method="post">
            <input type="hidden" name="reference" value={v.reference} />
            <Button type="submit" name="intent" value="accept">
              Accept offer of {formatMoney(v.offer)}
            </Button>
          </Form>
        </>
      ) : null}
      <Link to={again} className={buttonClass({ variant: "quiet" })}>
        Value another car
      </Link>
    </section>
  );
}

/** The trade-in FAQ (spec 001 section 2): entries that expand and collapse, with or without scripts. */
export function TradeInFaq({ entries }: { entries: { question: string; answer: string }[] }) {
  return (
    <section aria-labelledby="trade-in-faq" className="mt-12">
      <h2 id="trade-in-faq" className="text-2xl font-bold">
        Trade-in questions
      </h2>
      <div className="mt-4 divide-y divide-muted-foreground/20 rounded-lg border border-muted-foreground/20">
        {entries.map((entry) => (
          <details key={entry.question} className="collapsible group p-4">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {entry.question}
                <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-2 text-muted-foreground">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
