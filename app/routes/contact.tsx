import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { LeadFormHeading, PageLeadForm } from "~/features/leads/components";
import { generalLeadForm } from "~/features/leads/index.server";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/contact";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";

/** /contact: the general enquiry (spec 000 section 5: the category select shows only here). */
export async function loader({ context }: Route.LoaderArgs) {
  return { form: await generalLeadForm(context.get(siteContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLeadForm(request, context, await generalLeadForm(context.get(siteContext)));
}

/** A send that gets no answer keeps the form and what was typed (decision 018). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sentOrKept(serverAction, request);

export const shouldRevalidate = keepSentForm;

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `Contact us${site?.name ? ` | ${site.name}` : ""}` },
    {
      name: "description",
      content: `Send ${site?.name ?? "us"} a message about a car, finance, a trade-in or a service, and the team will call or e-mail you back.`,
    },
  ];
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <LeadFormHeading page={loaderData.form} />
      <PageLeadForm page={loaderData.form} result={actionData} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
