import { YourReference } from "~/features/checkout/components";
import { data, Link, redirect } from "react-router";
import { reservationPage } from "~/features/checkout/index.server";
import { siteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import { visitOf } from "./_shared/visit.server";
import { imageUrl } from "~/platform/images/image-url";
import { personalHeaders } from "~/platform/http/personal";
import { buttonClass } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/reservation";

/**
 * /cars/reservations/{reference}: where a reservation ends, and where the bank's authentication
 * page sends the shopper back.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { leads, outside } = context.get(servicesContext);
  const answer = await reservationPage(
    context.get(siteContext),
    { payments: outside.payments, leads },
    params.reference,
    await visitOf(request, context),
  );
  if (answer.kind === "missing") throw data("Not found", { status: 404 });
  if (answer.kind === "authenticate") throw redirect(answer.url);
  return answer.page;
}

export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.status === "paid" ? `Reserved: ${loaderData.car.name}` : "Your reservation" },
    { name: "robots", content: "noindex" },
  ];
}

/** The reservation's outcome: the receipt when paid, else what went wrong and a way back. */
export default function Reservation({ loaderData: r }: Route.ComponentProps) {
  const paid = r.status === "paid";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="overflow-hidden rounded-lg border border-muted-foreground/20 bg-background shadow-sm sm:flex">
        {r.car.image ? (
          <img
            src={imageUrl(r.car.image, { width: 480 })}
            alt=""
            width={480}
            height={360}
            className="aspect-[4/3] w-full object-cover sm:w-64 sm:self-start"
          />
        ) : null}
        <div className="space-y-3 p-6">
          <h1 className="text-2xl font-bold">
            {paid
              ? r.purchase
                ? `Thanks ${r.name}, your deposit on the ${r.car.name} is paid`
                : `Thanks ${r.name}, the ${r.car.name} is reserved for you`
              : r.status === "holding"
                ? "Your payment is still being processed"
                : "Your car was not reserved"}
          </h1>
          {paid ? (
            <>
              <p>
                We received your {r.amount} {r.purchase ? "deposit" : "reservation payment"} and have taken the car off
                sale. A receipt is on its way to <strong>{r.email}</strong>, and we will call you within one business
                day.
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <YourReference reference={r.reference} />
                <dt className="text-muted-foreground">Amount paid</dt>
                <dd className="font-semibold">{r.amount}</dd>
                <dt className="text-muted-foreground">Card payment ID</dt>
                <dd className="font-mono text-muted-foreground" data-testid="payment-reference">
                  {r.paymentReference}
                </dd>
                <dt className="text-muted-foreground">Refunds</dt>
                <dd data-testid="refund-terms">{r.refundTerms}</dd>
              </dl>
            </>
          ) : (
            <p role="alert" className="font-semibold text-red-800">
              {r.message ?? "Please refresh this page in a moment."}
            </p>
          )}
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to={`/cars/${r.car.slug}`} className={buttonClass({ variant: "outline" })}>
              Back to the car
            </Link>
            {paid && r.purchase?.financePath ? (
              <Link to={r.purchase.financePath} className={buttonClass()}>
                Apply for finance
              </Link>
            ) : null}
            {r.status === "failed" ? (
              <Link to={r.checkoutPath} className={buttonClass()}>
                Try another card
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
