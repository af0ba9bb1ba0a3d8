import { data, Link } from "react-router";
import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { LeadFormHeading, PageLeadForm } from "~/features/leads/components";
import { carLeadForm } from "~/features/leads/index.server";
import { isCarLeadFormKind } from "~/features/leads";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { buttonClass } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/lead-form";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";

/** /cars/{slug}/{enquire | test-drive | request-photos | find-similar}: a car's lead form as a page of its own. */
async function formOf({ params, context }: Pick<Route.LoaderArgs, "params" | "context">) {
  const kind = params.form;
  const form = isCarLeadFormKind(kind) ? await carLeadForm(context.get(siteContext), params.slug, kind) : null;
  if (!form) throw data({ slug: params.slug }, { status: 404 });
  return form;
}

const TEST_DRIVE_ONLY_MESSAGE = (title: string) =>
  `The ${title} is available for test drives only, so we can't take an enquiry for it here. Book a test drive and we'll have it ready for you.`;

/** Spec 000 section 4: a Test Drive Only car takes only the test drive; its enquiry and photo forms say so and take nothing. */
const refusedFor = (form: Awaited<ReturnType<typeof formOf>>, kind: string) =>
  Boolean(form.car?.testDriveOnly) && (kind === "enquire" || kind === "request-photos");

export async function loader(args: Route.LoaderArgs) {
  const form = await formOf(args);
  return { form, testDriveOnly: refusedFor(form, args.params.form) };
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args);
  if (refusedFor(form, args.params.form)) throw data({ slug: args.params.slug, testDriveOnly: true }, { status: 409 });
  return answerLeadForm(args.request, args.context, form);
}

/** A send that gets no answer keeps the form and what was typed (decision 018). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sentOrKept(serverAction, request);

export const shouldRevalidate = keepSentForm;

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.form.car?.title ?? "Enquiry"}` : "Not found" },
    { name: "robots", content: "noindex" },
  ];
}

export default function CarLeadFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, testDriveOnly } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <LeadFormHeading page={form} />
      {testDriveOnly && form.car ? (
        <div role="status" className="mt-4 space-y-4 rounded-lg border border-muted p-5" data-testid="test-drive-only">
          <p>{TEST_DRIVE_ONLY_MESSAGE(form.car.title)}</p>
          <Link to={`/cars/${form.car.slug}/test-drive`} className={buttonClass()}>
            Book a Test Drive
          </Link>
        </div>
      ) : (
        <PageLeadForm page={form} result={actionData} />
      )}
      {form.car ? (
        <p className="mt-6">
          <Link to={`/cars/${form.car.slug}`} className="font-semibold text-primary underline">
            Back to the {form.car.title}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => ({
          heading: "We couldn't find that vehicle",
          text: "It may have been sold or taken off the website.",
        }),
        409: () => ({
          heading: "This car is for test drives only",
          text: "We can't take an enquiry for it. Book a test drive from its page and we'll have it ready for you.",
        }),
      }}
      action={{ href: "/search/new-used-and-demo-cars", label: "Search our stock" }}
    />
  );
}
