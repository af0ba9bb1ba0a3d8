import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";

/** Spec 000 section 9: lazy images start loading 500 px before they come into view. */
export const LAZY_ROOT_MARGIN = "500px";

/** A transparent pixel: a picture not yet near the viewport still has a valid `src` (the Nu Html Checker requires one). */
export const PENDING_IMAGE_SRC = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "loading"> & {
  src: string;
  srcSet?: string;
  /** Load now, whatever the position: the first images of a page, or the slide next to the one shown. */
  eager?: boolean;
};

/**
 * An image that asks for its file only when within 500 px of the viewport, or at once when eager.
 * Without scripts the browser's own lazy loading takes over, of the one `src`: the choice of sizes
 * is left to the scripted image, as a gallery of a dozen photos carries each address five times.
 */
export function LazyImage({ src, srcSet, sizes, eager = false, alt, ...rest }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (eager || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [eager, near]);
  const load = eager || near;
  return (
    <>
      <img
        ref={ref}
        {...rest}
        alt={alt}
        src={load ? src : PENDING_IMAGE_SRC}
        srcSet={load ? srcSet : undefined}
        sizes={load ? sizes : undefined}
        loading={eager ? "eager" : undefined}
        data-lazy={eager ? undefined : ""}
      />
      {!eager ? (
        <noscript>
          <img {...rest} alt={alt} src={src} loading="lazy" />
        </noscript>
      ) : null}
    </>
  );
}
