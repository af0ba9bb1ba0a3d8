import type { PriceDisplay } from "~/features/cars";
import { useScrolledPast } from "~/ui/use-scrolled-past";

/** Spec 000 section 9: the sticky header shows after 500 px. */
export const STICKY_HEADER_PX = 500;

export function StickyCarHeader({ name, price }: { name: string; price: PriceDisplay | null }) {
  const shown = useScrolledPast(STICKY_HEADER_PX);
  if (!shown) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-30 border-b border-muted bg-background/95 shadow backdrop-blur"
      data-testid="sticky-header"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <p className="truncate font-bold">{name}</p>
        {price ? <p className="shrink-0 text-lg font-bold">{price.text}</p> : null}
      </div>
    </div>
  );
}
