import { useEffect, useState } from "react";
import { formatNumber } from "~/ui/format";

/** Spec 000 section 9 territory: the count animates up over 1 s once view.json answers. */
export const COUNT_ANIMATION_MS = 1000;

/** The view counter: the stored count on the server; in the browser it counts this view and animates to the total. */
export function ViewCounter({
  slug,
  initial,
  viewedAs,
}: {
  slug: string;
  initial: number;
  viewedAs: Record<"photos_count" | "updated_at" | "website_id", string>;
}) {
  const query = new URLSearchParams(viewedAs).toString();
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    let frame = 0;
    const controller = new AbortController();
    fetch(`/cars/${slug}/view.json?${query}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ views: number }>) : null))
      .then((answer) => {
        if (!answer) return;
        const started = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - started) / COUNT_ANIMATION_MS);
          // From the figure the page was served with, never back to zero: no jump on hydration (issue 36).
          setShown(Math.round(initial + (answer.views - initial) * progress));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      cancelAnimationFrame(frame);
    };
  }, [slug, initial, query]);
  return (
    <p className="text-sm text-muted-foreground" data-testid="view-counter">
      <span className="font-semibold text-foreground">{formatNumber(shown)}</span> views
    </p>
  );
}
