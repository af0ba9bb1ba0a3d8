import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { imageSrcSet, imageUrl } from "~/platform/images/image-url";
import { LazyImage } from "~/ui/lazy-image";
import { useScripted } from "~/ui/use-scripted";
import { arrowKeyDelta, PRIORITY_IMAGES, stepSlide, type Slide } from "./gallery";
import { useSwipe } from "./use-swipe";

const SIZES = "(min-width: 992px) 60vw, 100vw";
const WIDTHS = [480, 640, 800, 1024, 1280];

/**
 * The photo slider (spec 000 section 2): arrows that stop at the ends, left and right arrow keys,
 * thumbnails when there are more than 3 photos, and a fullscreen viewer; on a phone, swipe. Without
 * scripts the photos are a row that scrolls sideways, thumbnails and Fullscreen open the large photo,
 * and the arrows, which would do nothing, are not drawn.
 */
export function VehicleGallery({ slides, thumbnails, title }: { slides: Slide[]; thumbnails: boolean; title: string }) {
  const scripted = useScripted();
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState(() => new Set([0, 1]));
  const dialog = useRef<HTMLDialogElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const show = (next: number) => {
    setIndex(next);
    setVisited((v) => new Set(v).add(next).add(next + 1));
  };
  const swipe = useSwipe(viewport, { count: slides.length, startIndex: index, onSelect: show });
  // Once Embla holds the slides it moves them (and tells `show`); the page's own transform steps aside.
  useEffect(() => swipe?.reInit({ startIndex: swipe.selectedScrollSnap() }), [swipe]);
  const go = (next: number) => (swipe ? swipe.scrollTo(next) : show(next));
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = arrowKeyDelta(event.key);
    if (delta === null) return;
    event.preventDefault();
    go(stepSlide(index, delta, slides.length));
  };
  const current = slides[index]!;
  return (
    <section
      id="gallery"
      data-swipe={swipe ? "on" : undefined}
      aria-roledescription="carousel"
      aria-label={`Photos of the ${title}`}
      className="relative"
    >
      <div
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="relative overflow-hidden rounded-lg bg-muted focus:outline-none focus-visible:ring-4 focus-visible:ring-primary"
        aria-live="polite"
      >
        {/* Embla's viewport holds the slides only: a press on the buttons beside them is not the start of a swipe. */}
        <div ref={viewport} className={scripted ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto"}>
          <div
            className={swipe ? "flex touch-pan-y" : "flex transition-transform duration-300"}
            style={swipe ? undefined : { transform: `translateX(-${index * 100}%)` }}
          >
            {slides.map((slide, i) => (
              <div
                key={`${slide.src}-${i}`}
                className="w-full shrink-0 snap-start"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={scripted && i !== index}
              >
                <SlideImage slide={slide} priority={i < PRIORITY_IMAGES} near={visited.has(i)} />
              </div>
            ))}
          </div>
        </div>
        {scripted ? <GalleryArrows index={index} count={slides.length} onGo={go} /> : null}
        <FullscreenOpener
          href={imageUrl(current.src, { width: 2048 })}
          scripted={scripted}
          onOpen={() => dialog.current?.showModal()}
        />
        {scripted ? (
          <p
            className="absolute bottom-3 right-3 rounded bg-black/70 px-2 py-0.5 text-xs font-semibold text-white"
            data-testid="slide-position"
          >
            {index + 1} / {slides.length}
          </p>
        ) : null}
      </div>
      {thumbnails ? <Thumbnails slides={slides} index={index} onGo={go} /> : null}
      <dialog
        ref={dialog}
        aria-label={`${title} photos, fullscreen`}
        onKeyDown={onKeyDown}
        className="m-0 h-full max-h-none w-full max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between p-3">
            <p>
              {index + 1} / {slides.length}
            </p>
            <form method="dialog">
              <button className="rounded bg-white/15 px-3 py-1.5 font-semibold hover:bg-white/25">Close</button>
            </form>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <img
              src={imageUrl(current.src, { width: 2048 })}
              alt={current.alt}
              loading="lazy"
              decoding="async"
              className="max-h-full max-w-full object-contain"
            />
            <GalleryArrows index={index} count={slides.length} onGo={go} />
          </div>
        </div>
      </dialog>
    </section>
  );
}

function FullscreenOpener({ href, scripted, onOpen }: { href: string; scripted: boolean; onOpen: () => void }) {
  const look =
    "absolute right-3 top-3 rounded bg-black/70 px-3 py-1.5 text-sm font-semibold text-white hover:bg-black/85";
  return scripted ? (
    <button type="button" onClick={onOpen} className={look}>
      Fullscreen
    </button>
  ) : (
    <a href={href} className={look}>
      Fullscreen
    </a>
  );
}

/** Spec 000 section 2: the first 2 images load with priority, fetched eagerly and at high priority. */
function SlideImage({ slide, priority, near }: { slide: Slide; priority: boolean; near: boolean }) {
  const image = (
    <LazyImage
      src={imageUrl(slide.src, { width: 1024 })}
      srcSet={imageSrcSet(slide.src, WIDTHS)}
      sizes={SIZES}
      alt={slide.alt}
      width={1024}
      height={768}
      eager={priority || near}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className="gallery-photo"
    />
  );
  return slide.kind === "custom" && slide.href ? <a href={slide.href}>{image}</a> : image;
}

function GalleryArrows({ index, count, onGo }: { index: number; count: number; onGo: (i: number) => void }) {
  if (count < 2) return null;
  const arrow =
    "absolute top-1/2 -translate-y-1/2 rounded-full bg-black/70 px-3 py-2 text-2xl leading-none text-white disabled:opacity-30";
  return (
    <>
      <button
        type="button"
        aria-label="Previous photo"
        disabled={index === 0}
        onClick={() => onGo(stepSlide(index, -1, count))}
        className={`${arrow} left-3`}
      >
        ‹
      </button>
      <button
        type="button"
        aria-label="Next photo"
        disabled={index === count - 1}
        onClick={() => onGo(stepSlide(index, 1, count))}
        className={`${arrow} right-3`}
      >
        ›
      </button>
    </>
  );
}

function Thumbnails({ slides, index, onGo }: { slides: Slide[]; index: number; onGo: (i: number) => void }) {
  return (
    <ul className="relative mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
      {slides.map((slide, i) => (
        <li key={`${slide.src}-${i}`} className="shrink-0">
          <a
            href={imageUrl(slide.src, { width: 1600 })}
            aria-label={`Show photo ${i + 1}`}
            aria-current={i === index ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              onGo(i);
            }}
            className={`block overflow-hidden rounded border-2 ${i === index ? "border-primary" : "border-transparent"}`}
          >
            <LazyImage
              src={imageUrl(slide.kind === "image" ? slide.thumb : slide.src, { width: 160 })}
              alt=""
              width={96}
              height={72}
              className="gallery-thumb"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
