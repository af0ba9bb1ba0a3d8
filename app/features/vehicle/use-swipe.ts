import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Swipe (and mouse drag) for a slider, by Embla. Its code loads after the page is up, so the
 * page's first JavaScript stays the same; until then, and without scripts, the slider moves by its
 * arrows, keys and thumbnails alone. Embla moves the slides once it is there; `onSelect` hears
 * where a swipe left them.
 */
export function useSwipe(
  viewport: RefObject<HTMLElement | null>,
  { count, startIndex, onSelect }: { count: number; startIndex: number; onSelect: (index: number) => void },
): EmblaCarouselType | null {
  const [carousel, setCarousel] = useState<EmblaCarouselType | null>(null);
  const latest = useRef({ startIndex, onSelect });
  useEffect(() => {
    latest.current = { startIndex, onSelect };
  });
  useEffect(() => {
    if (count < 2) return;
    let embla: EmblaCarouselType | null = null;
    let cancelled = false;
    import("embla-carousel")
      .then(({ default: EmblaCarousel }) => {
        if (cancelled || !viewport.current) return;
        embla = EmblaCarousel(viewport.current, {
          startIndex: latest.current.startIndex,
          containScroll: "trimSnaps",
          duration: 22,
        });
        embla.on("select", (api) => latest.current.onSelect(api.selectedScrollSnap()));
        setCarousel(embla);
      })
      .catch((error: unknown) => console.warn("swipe is not available", error));
    return () => {
      cancelled = true;
      embla?.destroy();
    };
  }, [viewport, count]);
  return carousel;
}
