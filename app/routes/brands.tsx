import { Link } from "react-router";
import { loadBrandIndex } from "~/features/brands/index.server";
import { siteContext } from "~/platform/http/context";
import { imageUrl } from "~/platform/images/image-url";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/brands";
import { LazyImage } from "~/ui/lazy-image";

/** /brands: every brand of the site or group (spec 001 section 2). */
export async function loader({ context }: Route.LoaderArgs) {
  return { brands: await loadBrandIndex(context.get(siteContext)) };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `Our brands${site?.name ? ` | ${site.name}` : ""}` },
    { name: "description", content: "Every brand we sell and service." },
  ];
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">Our brands</h1>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
        {loaderData.brands.map((brand) => (
          <li key={brand.href}>
            <Link
              to={brand.href}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-muted-foreground/20 bg-background p-4 text-center font-semibold hover:border-primary"
            >
              {brand.logo ? (
                <LazyImage
                  src={imageUrl(brand.logo, { width: 240 })}
                  alt=""
                  width={120}
                  height={60}
                  className="h-14 w-full object-contain"
                />
              ) : null}
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
