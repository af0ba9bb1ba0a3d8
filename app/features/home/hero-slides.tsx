import { Link } from "react-router";
import { imageSrcSet, imageUrl } from "~/platform/images/image-url";
import { Carousel } from "~/ui/carousel";
import type { HeroSlide } from "./home.server";

type Slide = Pick<HeroSlide, "id" | "name" | "description" | "url" | "hide_overlay"> & {
  image_url: string | null;
};

function HeroSlide({ slide, first, searchPath }: { slide: Slide; first: boolean; searchPath: string }) {
  const Heading = first ? "h1" : "h2";
  return (
    <div className="grid items-center gap-6 md:grid-cols-2">
      <div>
        <Heading className="text-3xl font-bold lg:text-5xl">{slide.name}</Heading>
        {slide.description ? <p className="mt-4 text-lg">{slide.description}</p> : null}
        <Link
          to={first ? searchPath : (slide.url ?? searchPath)}
          className="mt-6 inline-block rounded bg-accent px-6 py-3 font-semibold text-accent-foreground"
        >
          {first ? "Search our stock" : "Find out more"}
        </Link>
      </div>
      {slide.image_url ? (
        <div className="relative">
          <img
            src={imageUrl(slide.image_url, { width: 640 })}
            srcSet={imageSrcSet(slide.image_url, [480, 640, 1024])}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt=""
            width={800}
            height={600}
            fetchPriority={first ? "high" : undefined}
            loading={first ? undefined : "lazy"}
            className="w-full rounded"
          />
          {slide.hide_overlay ? null : (
            <div
              aria-hidden="true"
              className="absolute inset-0 rounded bg-gradient-to-t from-black/25 to-transparent"
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The hero (spec 001 section 3, Slide: id, name, description, url, hide_overlay): the site's
 * slides in a carousel, the first the page's heading with the site's own words; `hide_overlay`
 * leaves a slide's picture without the shade under it.
 */
export function Hero({
  slides,
  heading,
  text,
  searchPath,
}: {
  slides: HeroSlide[];
  heading: string;
  text?: string;
  searchPath: string;
}) {
  const [first, ...rest] = slides;
  const opening: Slide = {
    id: first?.id ?? 0,
    url: searchPath,
    image_url: first?.image_url ?? null,
    hide_overlay: first?.hide_overlay ?? true,
    name: heading,
    description: text ?? first?.description ?? null,
  };
  return (
    <section
      aria-label={rest.length ? undefined : "Featured"}
      className="relative overflow-hidden bg-primary text-primary-foreground"
    >
      <div className="mx-auto max-w-7xl px-4 py-10 lg:py-16">
        {rest.length ? (
          <Carousel label="Featured" slideClass="w-full" inverse>
            {[opening, ...rest].map((slide, i) => (
              <HeroSlide key={slide.id} slide={slide} first={i === 0} searchPath={searchPath} />
            ))}
          </Carousel>
        ) : (
          <HeroSlide slide={opening} first searchPath={searchPath} />
        )}
      </div>
    </section>
  );
}
