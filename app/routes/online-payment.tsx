import { useNavigation } from "react-router";
import { OnlinePaymentForm } from "~/features/checkout/components";
import { answerOnlinePayment, loadOnlinePaymentPage } from "./online-payment.server";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/online-payment";
import { sentOrKept } from "./_shared/keep-typed";

/** /online-payment: pay an invoice or a reservation online (spec 001 section 2), always signed in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { userId: _user, ...page } = await loadOnlinePaymentPage(request, context);
  return page;
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerOnlinePayment(request, context, await loadOnlinePaymentPage(request, context));
}

/** A send that gets no answer keeps the form and what was typed, with plain words and a retry. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sentOrKept(serverAction, request, (kept) => ({ reply: kept, token: kept.initialValue.form_token ?? "" }));
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Make a payment" }, { name: "robots", content: "noindex" }];
}

export default function OnlinePayment({ loaderData: page, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Make a payment</h1>
      <p className="mt-2 text-muted-foreground">
        Pay an invoice, a deposit or a reservation balance securely by card. Your receipt comes by e-mail straight away.
      </p>
      <div className="mt-6">
        <OnlinePaymentForm page={page} result={actionData} busy={navigation.state !== "idle"} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
