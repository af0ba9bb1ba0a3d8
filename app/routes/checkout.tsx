import { useNavigation } from "react-router";
import { answerReserveForm, loadCheckoutPage } from "./checkout.server";
import { checkoutUnavailable } from "~/features/checkout";
import { CheckoutSummary, CheckoutUnavailable, ReserveForm } from "~/features/checkout/components";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/checkout";
import { sentOrKept } from "./_shared/keep-typed";

const segmentOf = (url: string) => new URL(url).pathname.split("/")[3] ?? "";

/** /cars/{slug}/checkout or /cars/{slug}/buy-online: reserve the car online (spec 000 section 2). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCheckoutPage(request, context, params.slug, segmentOf(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return answerReserveForm(
    request,
    context,
    await loadCheckoutPage(request, context, params.slug, segmentOf(request.url)),
  );
}

/** A send that gets no answer keeps the form and what was typed, with plain words and a retry. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sentOrKept(serverAction, request, (kept) => ({
    reply: kept,
    token: kept.initialValue.form_token ?? "",
    taken: undefined,
  }));
}

/** Each rendering carries its own form token: never shared. */
export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Reserve the ${loaderData.car.name}` : "Reserve a car" },
    { name: "robots", content: "noindex" },
  ];
}

export default function Checkout({ loaderData: page, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const unavailable = checkoutUnavailable(page, actionData?.taken);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Reserve the {page.car.name}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Secure this {page.car.noun} for {page.amount} online. We take it off sale for you straight away and call you to
        arrange the rest.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="lg:col-start-2 lg:row-start-1">
          <CheckoutSummary car={page.car} amount={page.amount} />
        </aside>
        <div className="lg:col-start-1 lg:row-start-1">
          {unavailable ? (
            <CheckoutUnavailable {...unavailable} />
          ) : (
            <ReserveForm page={page} result={actionData} busy={navigation.state !== "idle"} />
          )}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
