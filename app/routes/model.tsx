import { data, Link } from "react-router";
import { modelPage } from "~/features/models/index.server";
import { siteContext } from "~/platform/http/context";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/model";

/** /models/{slug}: one model, its stock and offers (spec 001 section 2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const model = await modelPage(context.get(siteContext), params.slug);
  if (!model) throw data(null, { status: 404 });
  return model;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData
    ? [
        { title: `${loaderData.make} ${loaderData.name}` },
        { name: "description", content: `The ${loaderData.make} ${loaderData.name}: stock, offers and test drives.` },
      ]
    : [{ title: "Page not found" }];
}

export default function Model({ loaderData: model }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2">
      {model.image ? (
        <img
          src={imageUrl(model.image, { width: 800 })}
          alt=""
          width={800}
          height={500}
          className="aspect-[16/10] w-full rounded-lg object-cover"
        />
      ) : null}
      <div className="space-y-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{model.make}</p>
        <h1 className="text-3xl font-bold">
          {model.make} {model.name}
        </h1>
        {model.body ? <p className="text-lg text-muted-foreground">{model.body}</p> : null}
        <div className="flex flex-wrap gap-3">
          {model.stock ? (
            <Link to={model.stock.href} className={buttonClass()}>
              Our Stock ({model.stock.count})
            </Link>
          ) : null}
          <Link to={model.testDriveHref} className={buttonClass({ variant: "outline" })}>
            Book A Test Drive
          </Link>
          <Link to="/contact" className={buttonClass({ variant: "outline" })}>
            Contact Us
          </Link>
        </div>
        {model.stock ? null : (
          <p className="text-muted-foreground">None in stock right now: ask us about ordering one.</p>
        )}
        {model.offers.length ? (
          <section aria-labelledby="model-offers">
            <h2 id="model-offers" className="text-xl font-bold">
              Current offers
            </h2>
            <ul className="mt-2 list-disc pl-6">
              {model.offers.map((o) => (
                <li key={o.href}>
                  <Link to={o.href} className="font-semibold text-primary hover:underline">
                    {o.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
