import { data } from "react-router";
import { deliveryFromQuery, financeFromQuery, fuelFromQuery } from "~/features/vehicle";
import { VehiclePage } from "~/features/vehicle/components";
import { loadVehiclePage } from "~/features/vehicle/index.server";
import { keepFromOtherVisitors, siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { shareImageUrl } from "~/platform/images/image-url";
import { socialMeta } from "~/ui/social-meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/vehicle";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const show = new Set(query.getAll("show"));
  const page = await loadVehiclePage(context.get(siteContext), context.get(servicesContext).outside, params.slug, {
    features: show.has("features"),
    specifications: show.has("specifications"),
    comments: show.has("comments"),
  });
  if (!page) throw data({ slug: params.slug }, { status: 404 });
  const { view, complete, ...parts } = page;
  if (!complete) keepFromOtherVisitors(context);
  return {
    view,
    ...parts,
    calculators: {
      delivery: deliveryFromQuery(query, view.delivery),
      fuel: view.fuel ? fuelFromQuery(query, view.fuel.consumption) : null,
      finance: financeFromQuery(query, view.calculator.defaults, view.calculator.config),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Vehicle not found" }];
  const { seo } = loaderData.view;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...socialMeta({
      type: "product",
      title: seo.title,
      description: seo.description,
      url: seo.canonical,
      image: seo.picture ? { url: shareImageUrl(seo.picture.src, seo.canonical), alt: seo.picture.alt } : null,
    }),
  ];
}

export default function Vehicle({ loaderData }: Route.ComponentProps) {
  // A new car is a new page: the gallery position, calculators and toggles start afresh.
  return <VehiclePage key={loaderData.view.car.slug} page={loaderData} />;
}

const carMissing = () => ({
  heading: "We couldn't find that vehicle",
  text: "It may have been sold or taken off the website. Have a look at what is in stock now.",
});

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: carMissing }}
      action={{ href: "/search/new-used-and-demo-cars", label: "Search our stock" }}
    />
  );
}
