import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useScripted } from "./use-scripted";

/** Where the track scrolls to show slide `index` first: its distance from the first slide. */
function slideOffset(list: HTMLElement, index: number): number {
  const items = list.children as HTMLCollectionOf<HTMLElement>;
  return (items[index]?.offsetLeft ?? 0) - (items[0]?.offsetLeft ?? 0);
}

/**
 * Spec 001 section 2, Discovery widget 9, and section 4: a row of slides with previous and next
 * arrows (disabled at the ends), a dot per slide, and the arrow keys. Without scripts it is a row
 * that scrolls sideways, snapping to each slide; the controls appear once scripts run.
 */
export function Carousel({
  label,
  children,
  slideClass = "w-[85%] sm:w-[45%] lg:w-[31%]",
  inverse = false,
}: {
  label: string;
  children: ReactNode;
  slideClass?: string;
  inverse?: boolean;
}) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLUListElement>(null);
  const scripted = useScripted();
  const [current, setCurrent] = useState(0);
  const [ends, setEnds] = useState({ start: true, end: slides.length <= 1 });

  const measure = useCallback(() => {
    const list = track.current;
    if (!list) return;
    const items = [...list.children] as HTMLElement[];
    const left = list.scrollLeft;
    const distance = (i: number) => Math.abs(slideOffset(list, i) - left);
    const nearest = items.reduce((best, _, i) => (distance(i) < distance(best) ? i : best), 0);
    setCurrent(nearest);
    setEnds({ start: left <= 1, end: left + list.clientWidth >= list.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const go = (index: number) => {
    const list = track.current;
    if (!list) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    list.scrollTo({
      left: slideOffset(list, Math.max(0, Math.min(slides.length - 1, index))),
      behavior: reduced ? "auto" : "smooth",
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step || (step > 0 && ends.end) || (step < 0 && ends.start)) return;
    event.preventDefault();
    go(current + step);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={inverse ? "carousel-inverse" : undefined}
    >
      {/* Focusable so a keyboard can scroll slides that hold no link of their own (reviews), scripts or not. */}
      <ul
        ref={track}
        tabIndex={0}
        onScroll={measure}
        className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]"
      >
        {slides.map((slide, i) => (
          <li
            key={i}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            className={`shrink-0 snap-start ${slideClass}`}
          >
            {slide}
          </li>
        ))}
      </ul>
      {scripted && slides.length > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={ends.start}
            aria-label="Previous"
            className="carousel-arrow"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="flex flex-wrap justify-center">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === current || undefined}
                className="carousel-dot"
              />
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={ends.end}
            aria-label="Next"
            className="carousel-arrow"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
