import { data, Form } from "react-router";
import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { PageLeadForm } from "~/features/leads/components";
import { partsRequestForm } from "~/features/leads/index.server";
import { personalHeaders } from "~/platform/http/personal";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";
import type { Route } from "./+types/parts-search";

/** The spec's URL parameter for what was typed (spec 000 section 3: query, page, sortBy). */
const QUERY = "query";

function partsSite(context: Route.LoaderArgs["context"]) {
  const scope = context.get(siteContext);
  if (!scope.config.forms.parts_search) throw data(null, { status: 404 });
  return scope;
}

/** /parts/search (spec 001 section 2): what the shopper is looking for goes to the parts counter, which quotes it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get(QUERY)?.trim() ?? "";
  return { query, form: await partsRequestForm(partsSite(context), query) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerLeadForm(request, context, await partsRequestForm(partsSite(context), ""));
}

/** A send that gets no answer keeps the form and what was typed (decision 018). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sentOrKept(serverAction, request);
export const shouldRevalidate = keepSentForm;

export const headers = personalHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `Genuine parts and accessories${site?.name ? ` | ${site.name}` : ""}` },
    {
      name: "description",
      content:
        "Find genuine parts and accessories for your car: tell us what you need and our parts team will quote it.",
    },
  ];
}

export default function PartsSearch({ loaderData, actionData }: Route.ComponentProps) {
  const { query, form } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Genuine parts and accessories</h1>
      <p className="mt-2 text-muted-foreground">
        Parts made for your car, from floor mats and tow bars to filters and brake pads. Search for what you need and
        our parts team will reply with the price and when it can be ready.
      </p>
      <Form method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="parts-query" className="sr-only">
          Part or accessory
        </label>
        <input
          id="parts-query"
          name={QUERY}
          type="search"
          defaultValue={query}
          maxLength={500}
          placeholder="e.g. roof racks for a 2021 Ranger"
          className="min-h-11 flex-1 rounded border border-muted-foreground/40 bg-background px-3"
        />
        <button type="submit" className="min-h-11 rounded bg-primary px-4 font-semibold text-primary-foreground">
          Search
        </button>
      </Form>
      <section aria-labelledby="parts-request-heading" className="mt-8">
        <h2 id="parts-request-heading" className="text-2xl font-bold">
          {query ? `Ask for "${query}"` : "Ask our parts team"}
        </h2>
        <p className="mt-1 mb-6 text-muted-foreground">
          Tell us your car and we'll check the right part for it; a rego or VIN helps us get it right first time.
        </p>
        <PageLeadForm key={query} page={form} result={actionData} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
