import { Link } from "react-router";
import { imageSrcSet, imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import type { BrandPage } from "./brand-page.server";

const BANNER_WIDTHS = [640, 960, 1280, 1920] as const;

/** A brand's page: its banner (the tile's picture, issue 56), who it is, its stock here by model, and where to go next. */
export function BrandPageView({ brand }: { brand: BrandPage }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {brand.banner ? (
        <img
          src={imageUrl(brand.banner, { width: 1280 })}
          srcSet={imageSrcSet(brand.banner, BANNER_WIDTHS)}
          sizes="(min-width: 1024px) 992px, 100vw"
          alt=""
          width={1280}
          height={427}
          fetchPriority="high"
          data-testid="brand-banner"
          className="mb-8 aspect-[2/1] w-full rounded-lg bg-muted object-cover sm:aspect-[3/1]"
        />
      ) : null}
      <header className="flex flex-wrap items-center gap-6">
        {brand.logo ? (
          <img
            src={imageUrl(brand.logo, { width: 320 })}
            alt=""
            width={160}
            height={80}
            className="h-20 w-40 rounded border border-muted bg-white object-contain p-2"
          />
        ) : null}
        <div>
          <h1 className="text-3xl font-bold">{brand.title}</h1>
          {brand.description ? <p className="mt-1 max-w-2xl text-muted-foreground">{brand.description}</p> : null}
        </div>
      </header>
      <div className="mt-6 flex flex-wrap gap-3">
        {brand.stock ? (
          <Link to={brand.stock.href} className={buttonClass({}, "max-sm:w-full")}>
            View {brand.stock.count} {brand.title} in stock
          </Link>
        ) : null}
        <Link to="/contact" className={buttonClass({ variant: "outline" }, "max-sm:w-full")}>
          Contact us
        </Link>
        {brand.website ? (
          <a href={brand.website} className={buttonClass({ variant: "quiet" })} rel="noopener">
            {brand.title} dealership website
          </a>
        ) : null}
      </div>
      {brand.stock?.models.length ? (
        <section aria-labelledby="brand-models" className="mt-10">
          <h2 id="brand-models" className="text-xl font-bold">
            {brand.title} models in stock
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {brand.stock.models.map((model) => (
              <li key={model.href}>
                <Link
                  to={model.href}
                  className="flex items-center justify-between rounded-lg border border-muted-foreground/20 p-4 font-semibold hover:border-primary"
                >
                  {model.name}
                  <span className="text-sm font-normal text-muted-foreground">{model.count} in stock</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="mt-10 text-muted-foreground">
          No {brand.title} vehicles are in stock right now. Ask us about ordering one, or what's arriving soon.
        </p>
      )}
    </div>
  );
}
