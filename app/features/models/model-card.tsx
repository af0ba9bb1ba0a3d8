import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import type { ModelCard } from "./models.server";
import { LazyImage } from "~/ui/lazy-image";

/** Spec 001 section 2: a model's card with Our Stock (while there is some) and Contact Us. */
export function ModelCardView({ model }: { model: ModelCard }) {
  return (
    <article
      aria-labelledby={`model-${model.slug}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-muted-foreground/20 bg-background shadow-sm"
    >
      {model.image ? (
        <LazyImage
          src={imageUrl(model.image, { width: 480 })}
          alt=""
          width={480}
          height={300}
          className="aspect-[16/10] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm text-muted-foreground">{model.make}</p>
        <h2 id={`model-${model.slug}`} className="text-lg font-bold">
          <Link to={model.href} className="hover:underline">
            {model.name}
          </Link>
        </h2>
        {model.body ? <p className="text-sm">{model.body}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {model.stock ? (
            <Link to={model.stock.href} className={buttonClass({ size: "compact" })}>
              Our Stock ({model.stock.count})
            </Link>
          ) : null}
          <Link to="/contact" className={buttonClass({ variant: "outline", size: "compact" })}>
            Contact Us
          </Link>
        </div>
      </div>
    </article>
  );
}
