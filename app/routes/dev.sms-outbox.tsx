import { data } from "react-router";
import { latestSms } from "~/features/accounts/index.server";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dev.sms-outbox";

/** /dev/sms-outbox: the latest sign-in codes this site's embedded SmsSender wrote; never in production. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.get(servicesContext).accounts.devOutbox) throw data(null, { status: 404 });
  const messages = await latestSms(context.get(siteContext));
  return { messages: messages.map((m) => ({ ...m, created_at: m.created_at.toISOString() })) };
}

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta() {
  return [{ title: "SMS outbox (development)" }, { name: "robots", content: "noindex" }];
}

export default function SmsOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">SMS outbox</h1>
      <p className="mt-2">
        Messages the development SMS sender kept instead of sending. This page does not exist in production.
      </p>
      {loaderData.messages.length === 0 ? <p className="mt-6">No messages yet.</p> : null}
      <table className="mt-6 w-full text-left">
        <thead>
          <tr>
            <th scope="col">Sent</th>
            <th scope="col">To</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.messages.map((m) => (
            <tr key={m.id} className="border-t" data-testid="sms">
              <td className="py-2 pr-3">{new Date(m.created_at).toLocaleTimeString("en-AU")}</td>
              <td className="py-2 pr-3">{m.to}</td>
              <td className="py-2">{m.body}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
