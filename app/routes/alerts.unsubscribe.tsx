import { data, Form, Link } from "react-router";
import { recipientOf } from "~/routes/_shared/alerts.server";
import { recipientAlerts, unsubscribe } from "~/features/alerts/index.server";
import { siteContext } from "~/platform/http/context";
import { personalHeaders } from "~/platform/http/personal";
import { Button } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/alerts.unsubscribe";

/**
 * /alerts/{token}/unsubscribe: the e-mail's link opens a one-button page (a mail scanner's GET
 * changes nothing); its POST unsubscribes. A mail provider's one-click POST (RFC 8058, from
 * List-Unsubscribe-Post) comes from its servers, without a browser's Origin, so forgery protection
 * lets it through, while another site's page posting here is refused.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const alerts = await recipientAlerts(context.get(siteContext), recipientOf(context, params.token));
  if (!alerts) throw data(null, { status: 404 });
  return { email: alerts.email, done: alerts.status === "unsubscribed", manage: `/alerts/${params.token}` };
}

export async function action({ params, context }: Route.ActionArgs) {
  const found = await unsubscribe(context.get(siteContext), recipientOf(context, params.token));
  if (!found) throw data(null, { status: 404 });
  return { unsubscribed: true };
}

export const headers = personalHeaders;

export function meta() {
  return [{ title: "Unsubscribe from alerts" }, { name: "robots", content: "noindex" }];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const done = loaderData.done || actionData?.unsubscribed;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{done ? "You're unsubscribed" : "Unsubscribe from these alerts?"}</h1>
      {done ? (
        <p role="status" className="mt-4 text-lg">
          We won't email {loaderData.email} again. Changed your mind? Save a search again at any time.
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg">We'll stop emailing {loaderData.email} about new arrivals and price drops.</p>
          <Form method="post" className="mt-6">
            <Button type="submit" variant="danger">
              Unsubscribe
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to={loaderData.manage} className="underline">
          Your alerts page
        </Link>
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
