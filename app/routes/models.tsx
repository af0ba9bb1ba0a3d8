import { Form } from "react-router";
import { ModelCardView } from "~/features/models/components";
import { modelDirectory } from "~/features/models/index.server";
import { siteContext } from "~/platform/http/context";
import { Button } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { Field, inputClass } from "~/ui/field";
import { FilterLinks, Pager } from "~/ui/page-links";
import type { Route } from "./+types/models";
import { requestedPage } from "~/platform/http/page-number";

function directoryQuery(params: URLSearchParams) {
  return {
    body: (params.get("body") ?? "").slice(0, 40),
    make: (params.get("make") ?? "").slice(0, 40),
    words: (params.get("query") ?? "").trim().slice(0, 100),
    page: requestedPage(params),
  };
}

/** /models (with ?body=): the site's models by body, manufacturer and words, 21 a page (spec 001 section 2, spec 000 section 7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = directoryQuery(new URL(request.url).searchParams);
  return { query, ...(await modelDirectory(context.get(siteContext), query)) };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `Models${site?.name ? ` | ${site.name}` : ""}` },
    { name: "description", content: "Every model we sell, with what's in stock now." },
  ];
}

export default function Models({ loaderData: page }: Route.ComponentProps) {
  const { query } = page;
  const href = (changes: Record<string, string>) => {
    const params = new URLSearchParams(
      Object.entries({ body: query.body, make: query.make, query: query.words, ...changes }).filter(([, v]) => v),
    );
    return `/models${params.size ? `?${params}` : ""}`;
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Models</h1>
      <FilterLinks
        label="Vehicle types"
        items={[{ value: "", label: "All Vehicles" }, ...page.bodies].map((body) => ({
          key: body.value || "all",
          label: body.label,
          href: href({ body: body.value, page: "" }),
          current: body.value.toLowerCase() === query.body.toLowerCase(),
        }))}
      />
      <Form method="get" className="mt-4 grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end" aria-label="Find a model">
        {query.body ? <input type="hidden" name="body" value={query.body} /> : null}
        <Field id="model-make" label="Manufacturer">
          <select id="model-make" name="make" defaultValue={query.make} className={inputClass}>
            <option value="">All manufacturers</option>
            {page.makes.map((m) => (
              <option key={m.slug} value={m.slug}>
                {m.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="model-query" label="Search models">
          <input
            id="model-query"
            name="query"
            type="search"
            defaultValue={query.words}
            maxLength={100}
            className={inputClass}
          />
        </Field>
        <Button type="submit">Find models</Button>
      </Form>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {page.total} {page.total === 1 ? "model" : "models"}
      </p>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.cards.map((model) => (
          <li key={model.slug}>
            <ModelCardView model={model} />
          </li>
        ))}
      </ul>
      <Pager pages={page.pages} current={query.page} href={(n) => href({ page: String(n) })} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
