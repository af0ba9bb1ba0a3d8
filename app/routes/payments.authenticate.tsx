import { data, Form, redirect } from "react-router";
import { authenticateBankPayment, bankAuthenticationPage } from "~/features/checkout/index.server";
import { siteContext } from "~/platform/http/context";
import { z } from "zod";
import { parseForm } from "~/platform/http/request-body.server";
import { personalHeaders } from "~/platform/http/personal";
import { Button } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/payments.authenticate";

/**
 * The embedded processor's stand-in for the card issuer's authentication page (3-D Secure): it asks
 * the shopper to approve or refuse the payment, then sends them back to the merchant's return URL,
 * as the issuer's page does.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await bankAuthenticationPage(context.get(siteContext), params.id);
  if (!page) throw data("Not found", { status: 404 });
  return page;
}

const Decision = z.object({ intent: z.enum(["approve", "refuse"]) });

export async function action({ request, context, params }: Route.ActionArgs) {
  const body = await parseForm(request, Decision);
  if (!body.success) throw data(body.error, { status: 400 });
  const back = await authenticateBankPayment(context.get(siteContext), params.id, body.data.intent === "approve");
  if (!back) throw data("Not found", { status: 404 });
  return redirect(back, 303);
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Confirm your payment" }, { name: "robots", content: "noindex" }];
}

/** The test processor's bank authentication step (3-D Secure): approve or refuse. */
export default function PaymentAuthentication({ loaderData: p }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="space-y-4 rounded-lg border border-muted-foreground/20 bg-background p-6 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Your bank · test mode</p>
        <h1 className="text-2xl font-bold">Confirm your payment</h1>
        <p>
          {p.merchant} is asking for <strong>{p.amount}</strong> from {p.card}. In test mode you choose what your bank
          answers.
        </p>
        <Form method="post" className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="approve">
            Complete authentication
          </Button>
          <Button type="submit" name="intent" value="refuse" variant="outline">
            Fail authentication
          </Button>
        </Form>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
