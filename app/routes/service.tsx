import { useStockWords } from "~/features/cars/components";
import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { PageLeadForm } from "~/features/leads/components";
import { serviceBookingForm } from "~/features/leads/index.server";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/service";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";

/** /service with the booking form at #service-booking (spec 001 section 2). */
export async function loader({ context }: Route.LoaderArgs) {
  return { form: await serviceBookingForm(context.get(siteContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLeadForm(request, context, await serviceBookingForm(context.get(siteContext)));
}

/** A send that gets no answer keeps the form and what was typed (decision 018). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sentOrKept(serverAction, request);

export const shouldRevalidate = keepSentForm;

export const headers = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string; stockWords?: { one: string } } | undefined;
  const one = site?.stockWords?.one ?? "car";
  return [
    { title: `Book a service${site?.name ? ` | ${site.name}` : ""}` },
    {
      name: "description",
      content: `Book your ${one}'s service online: logbook and capped price servicing by factory-trained technicians with genuine parts.`,
    },
  ];
}

const reasons = (one: string) => [
  {
    title: "Logbook servicing",
    text: `Serviced to the manufacturer's schedule, so your new-${one} warranty stays intact.`,
  },
  { title: "Genuine parts", text: `Parts made for your ${one}, fitted by technicians trained on it.` },
  { title: "Clear pricing", text: "We quote before we start and call you before any extra work." },
];

export default function Service({ loaderData, actionData }: Route.ComponentProps) {
  const { one } = useStockWords();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">Service and repairs</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Keep your {one} running at its best. Book online in a minute and we'll confirm your time.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {reasons(one).map((reason) => (
          <li key={reason.title} className="rounded-lg border border-muted-foreground/20 bg-background p-4 shadow-sm">
            <h2 className="font-bold">{reason.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{reason.text}</p>
          </li>
        ))}
      </ul>
      <section id="service-booking" aria-labelledby="service-booking-heading" className="mt-10 max-w-3xl scroll-mt-24">
        <h2 id="service-booking-heading" className="text-2xl font-bold">
          Book a service
        </h2>
        <p className="mt-1 mb-6 text-muted-foreground">
          Tell us about your {one} and when suits you; we'll confirm your booking by phone or e-mail.
        </p>
        <PageLeadForm page={loaderData.form} result={actionData} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
