import { YourReference } from "~/features/checkout/components";
import { Link } from "react-router";
import { loadOnlinePaymentReceipt } from "./online-payment.server";
import { personalHeaders } from "~/platform/http/personal";
import { buttonClass } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/online-payment.receipt";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOnlinePaymentReceipt(request, context, params.reference);
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Your payment" }, { name: "robots", content: "noindex" }];
}

/** An online payment's receipt, or why it did not go through. */
export default function OnlinePaymentReceipt({ loaderData: r }: Route.ComponentProps) {
  const paid = r.status === "paid";
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="space-y-4 rounded-lg border border-muted-foreground/20 bg-background p-6 shadow-sm">
        <h1 className="text-2xl font-bold">
          {paid
            ? `Thanks ${r.name}, your payment is through`
            : r.status === "processing"
              ? "Your payment is still being processed"
              : "Your payment did not go through"}
        </h1>
        {paid ? (
          <p>
            A receipt is on its way to <strong>{r.email}</strong>.
          </p>
        ) : (
          <p role="alert" className="font-semibold text-red-800">
            {r.message ?? "Please refresh this page in a moment."}
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <YourReference reference={r.reference} />
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="font-semibold">{r.amount}</dd>
          <dt className="text-muted-foreground">{r.payingFor}</dt>
          <dd>{r.payingReference}</dd>
          {r.paymentReference ? (
            <>
              <dt className="text-muted-foreground">Card payment ID</dt>
              <dd className="font-mono text-muted-foreground" data-testid="payment-reference">
                {r.paymentReference}
              </dd>
            </>
          ) : null}
        </dl>
        <Link to={paid ? "/" : "/online-payment"} className={buttonClass({ variant: paid ? "outline" : "primary" })}>
          {paid ? "Back to the home page" : "Try again"}
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
