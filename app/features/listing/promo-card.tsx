import { Link } from "react-router";
import { imageUrl } from "~/platform/images/image-url";
import type { PromoCard as PromoCardData } from "./listing-data";
import { LazyImage } from "~/ui/lazy-image";

export function PromoCard({ promo }: { promo: PromoCardData }) {
  const { node } = promo;
  return (
    <aside
      className="flex h-full flex-col overflow-hidden rounded-lg bg-primary text-primary-foreground"
      aria-label={node.title}
    >
      <LazyImage
        src={imageUrl(node.image_url, { width: 480 })}
        alt=""
        width={480}
        height={360}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold">{node.title}</h3>
        <p>{node.description}</p>
        <Link
          to={node.url}
          className="mt-auto rounded bg-accent px-4 py-2 text-center font-semibold text-accent-foreground"
        >
          {node.button_text}
        </Link>
      </div>
    </aside>
  );
}
