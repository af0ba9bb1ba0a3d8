import { useNavigation } from "react-router";
import { checkoutUnavailable } from "~/features/checkout";
import { CheckoutSummary, CheckoutUnavailable, JourneyForm } from "~/features/checkout/components";
import { answerJourneyForm, loadJourneyPage } from "./checkout.server";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/checkout-journey";
import { sentOrKept } from "./_shared/keep-typed";

/** /checkout-journey?car_id={slug}: buy the car online (spec 000 section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJourneyPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerJourneyForm(request, context, await loadJourneyPage(request, context));
}

/** A send that gets no answer keeps the form and what was typed, with plain words and a retry. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sentOrKept(serverAction, request, (kept) => ({
    reply: kept,
    token: kept.initialValue.form_token ?? "",
    taken: undefined,
  }));
}

export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Buy the ${loaderData.car.name} online` : "Buy online" },
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutJourney({ loaderData: page, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const unavailable = checkoutUnavailable(page, actionData?.taken);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Buy the {page.car.name} online</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        A few questions, then a {page.amount} deposit secures the car. We call you to finalise the paperwork and the
        handover.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="lg:col-start-2 lg:row-start-1">
          <CheckoutSummary car={page.car} amount={page.amount} />
        </aside>
        <div className="lg:col-start-1 lg:row-start-1">
          {unavailable ? (
            <CheckoutUnavailable {...unavailable} />
          ) : (
            <JourneyForm page={page} result={actionData} busy={navigation.state !== "idle"} />
          )}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
