import { useRef } from "react";
import { useNavigation } from "react-router";
import { FormDraft } from "~/ui/form-draft";
import { TradeInForm, TradeInFaq, ValuationResult } from "~/features/trade-in/components";
import { answerTradeInForm, loadTradeInPage } from "./trade-in.server";
import { tradeInFaq, type TradeInKind } from "~/features/trade-in";
import { useStockWords } from "~/features/cars/components";
import { imageUrl } from "~/platform/images/image-url";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/trade-in";
import { sentOrKept } from "./_shared/keep-typed";

const kindOf = (url: string): TradeInKind =>
  /\/sell-(my|your)-car$/.test(new URL(url).pathname) ? "sell" : "trade-in";

/** /cars/trade-in?car_id=, /trade-in, /sell-my-car and /sell-your-car: value a car online (spec 001 section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTradeInPage(request, context, kindOf(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerTradeInForm(request, context, await loadTradeInPage(request, context, kindOf(request.url)));
}

/** A send that gets no answer keeps the form and what was typed, with plain words and a retry. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sentOrKept(serverAction, request, (kept) => ({ reply: kept, lookup: undefined }));
}

/** A valuation's page is one shopper's. */
export const headers = personalHeaders;

function headingOf(page: Route.ComponentProps["loaderData"]): string {
  if (page.kind === "sell") return `Sell your ${page.vehicleWord}`;
  return page.car ? `Value your trade-in toward the ${page.car.name}` : "Value your trade-in";
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const one = (matches[0]?.loaderData as { stockWords?: { one: string } } | undefined)?.stockWords?.one ?? "car";
  return [
    { title: loaderData ? headingOf(loaderData) : `Value your ${one}` },
    {
      name: "description",
      content: `An instant online estimate for your ${one} from an independent valuation of the market, and an offer you can accept online.`,
    },
  ];
}

export default function TradeIn({ loaderData: page, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const words = useStockWords();
  const formArea = useRef<HTMLDivElement>(null);
  const lookupKey = actionData?.lookup ? JSON.stringify(actionData.lookup.found) : "form";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{headingOf(page)}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Get an estimate in two minutes from an independent valuation of the market. No obligation, and no impact on
        anything until you accept.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="space-y-4 lg:col-start-2 lg:row-start-1">
          {page.car ? (
            <a
              href={`/cars/${page.car.slug}`}
              className="block overflow-hidden rounded-lg border border-muted-foreground/20 bg-background shadow-sm hover:shadow-md"
            >
              {page.car.image ? (
                <img
                  src={imageUrl(page.car.image, { width: 480 })}
                  alt=""
                  width={480}
                  height={360}
                  className="aspect-[4/3] w-full object-cover"
                />
              ) : null}
              <span className="block p-4">
                <span className="block text-sm text-muted-foreground">Trading toward</span>
                <span className="block font-bold">{page.car.name}</span>
                <span className="block">{page.car.price}</span>
              </span>
            </a>
          ) : null}
          <ol className="list-decimal space-y-2 rounded-lg bg-muted/50 p-4 pl-8 text-sm">
            <li>Tell us about your {page.vehicleWord}: its registration finds it for you.</li>
            <li>See your estimate straight away.</li>
            <li>Accept the offer online and we'll book a quick inspection.</li>
          </ol>
        </aside>
        <div className="lg:col-start-1 lg:row-start-1" ref={formArea}>
          <FormDraft within={formArea} draftKey="trade-in" kind="session" saved={Boolean(page.valuation)} />
          {page.valuation ? (
            <ValuationResult page={page} valuation={page.valuation} />
          ) : (
            <TradeInForm key={lookupKey} page={page} result={actionData} busy={navigation.state !== "idle"} />
          )}
        </div>
      </div>
      <TradeInFaq entries={tradeInFaq(words)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
