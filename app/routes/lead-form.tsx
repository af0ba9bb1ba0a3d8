import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { LeadForm, LeadFormHeading } from "~/features/leads/components";
import { carLeadForm } from "~/features/leads/index.server";
import { isCarLeadFormKind } from "~/features/leads";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/lead-form";
import { sentOrKept } from "./_shared/keep-typed";

/** /cars/{slug}/{enquire | test-drive | request-photos | find-similar}: a car's lead form as a page of its own. */
async function formOf({ params, context }: Pick<Route.LoaderArgs, "params" | "context">) {
  const kind = params.form;
  const form = isCarLeadFormKind(kind) ? await carLeadForm(context.get(siteContext), params.slug, kind) : null;
  if (!form) throw data({ slug: params.slug }, { status: 404 });
  return form;
}

export async function loader(args: Route.LoaderArgs) {
  return { form: await formOf(args) };
}

export async function action(args: Route.ActionArgs) {
  return answerLeadForm(args.request, args.context, await formOf(args));
}

/** A dropped connection keeps the form and what was typed, with the form's failure words. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sentOrKept(serverAction, request);
}

/** A sent form keeps its token and what was typed: it is not reloaded after its own submission. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

/** One visitor's page: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `${loaderData.form.car?.title ?? "Enquiry"}` : "Not found" },
    { name: "robots", content: "noindex" },
  ];
}

export default function CarLeadFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form } = loaderData;
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <LeadFormHeading page={form} />
      <LeadForm page={form} result={actionData} submitting={navigation.state === "submitting"} FormElement={Form} />
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
      }}
      action={{ href: "/search/new-used-and-demo-cars", label: "Search our stock" }}
    />
  );
}
