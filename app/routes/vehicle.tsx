import { data } from "react-router";
import { deliveryFromQuery, financeFromQuery, fuelFromQuery } from "~/features/vehicle/calculator-query";
import { VehiclePage } from "~/features/vehicle/vehicle-page";
import { loadVehiclePage } from "~/features/vehicle/vehicle.server";
import { platformContext, siteContext } from "~/platform/context";
import type { Route } from "./+types/vehicle";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const show = new Set(query.getAll("show"));
  const page = await loadVehiclePage(context.get(siteContext), context.get(platformContext).outside, params.slug, {
    features: show.has("features"),
    specifications: show.has("specifications"),
    comments: show.has("comments"),
  });
  if (!page) throw data({ slug: params.slug }, { status: 404 });
  const { view } = page;
  return {
    ...page,
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
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
  ];
}

export default function Vehicle({ loaderData }: Route.ComponentProps) {
  // A new car is a new page: the gallery position, calculators and toggles start afresh.
  return <VehiclePage key={loaderData.view.car.slug} page={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <VehicleNotFound error={error} />;
}

function VehicleNotFound({ error }: { error: unknown }) {
  const missing = error && typeof error === "object" && "status" in error && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{missing ? "We couldn't find that vehicle" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted-foreground">
        {missing ? "It may have been sold or taken off the website. Have a look at what is in stock now." : "Sorry, this vehicle could not be shown. Please try again in a moment."}
      </p>
      <a href="/search/new-used-and-demo-cars" className="mt-6 inline-block rounded bg-primary px-5 py-3 font-semibold text-primary-foreground">
        Search our stock
      </a>
    </section>
  );
}
