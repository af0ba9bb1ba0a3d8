import { Form } from "react-router";
import { answerBankAuthentication, loadBankAuthentication } from "~/features/checkout/bank-authentication.server";
import { personalHeaders } from "~/platform/http/personal";
import { Button } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/payments.authenticate";

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBankAuthentication(context, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return answerBankAuthentication(request, context, params.id);
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
