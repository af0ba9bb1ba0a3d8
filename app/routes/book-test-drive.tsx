import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { LeadFormHeading, PageLeadForm } from "~/features/leads/components";
import { bookTestDriveForm } from "~/features/leads/index.server";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/book-test-drive";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";

/** /book-test-drive (spec 001 section 2): a test drive without a car chosen first; ?model= or ?car_id= preselects. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { form: await bookTestDriveForm(context.get(siteContext), new URL(request.url)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLeadForm(request, context, await bookTestDriveForm(context.get(siteContext), new URL(request.url)));
}

/** A send that gets no answer keeps the form and what was typed (decision 018). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sentOrKept(serverAction, request);

export const shouldRevalidate = keepSentForm;

export const headers = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `Book a test drive${site?.name ? ` | ${site.name}` : ""}` },
    {
      name: "description",
      content: "Book a test drive of any model or car in stock, at the location and time that suits you.",
    },
  ];
}

export default function BookTestDrive({ loaderData, actionData }: Route.ComponentProps) {
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
