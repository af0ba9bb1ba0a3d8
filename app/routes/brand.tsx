import { data } from "react-router";
import { BrandPageView } from "~/features/brands/components";
import { loadBrandPage } from "~/features/brands/index.server";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/brand";

/** /brands/{slug}: a brand of the group (spec 001 section 2), as the brand banner links it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadBrandPage(context.get(siteContext), params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData
    ? [
        { title: loaderData.title },
        {
          name: "description",
          content: loaderData.description ?? `${loaderData.title} new, demo and used vehicles in stock.`,
        },
      ]
    : [{ title: "Page not found" }];
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <BrandPageView brand={loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
