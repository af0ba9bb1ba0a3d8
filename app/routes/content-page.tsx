import { data, redirect } from "react-router";
import { modelPage } from "~/features/models/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/content-page";

/**
 * A site's content page (about-us, careers, warranty, privacy-policy...) at /{page} or /pages/{page}.
 * Spec 001 section 2 links an offer's model as /{model slug}: where no page has that name, it is the model's page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const scope = context.get(siteContext);
  const page = context.get(platformContext).registry.pages.get(scope.config.slug)?.get(params.page);
  if (!page && !new URL(request.url).pathname.startsWith("/pages/") && (await modelPage(scope, params.page)))
    throw redirect(`/models/${params.page}`, 301);
  if (!page) throw data(null, { status: 404 });
  return { title: page.title, description: page.description, html: page.html, site: scope.config.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  return [
    { title: `${loaderData.title} | ${loaderData.site}` },
    { name: "description", content: loaderData.description },
  ];
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="content-page mx-auto max-w-3xl px-4 py-10" dangerouslySetInnerHTML={{ __html: page.html }} />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
