import { useLocation } from "react-router";

/** The pixel's address for a page (kept apart from visit-trail.ts, whose Zod schema would weigh on every page). */
const visitPixelPath = (pathWithQuery: string) => `/visit.gif?page=${encodeURIComponent(pathWithQuery)}`;

/** Tells the server which page is shown, for the visit trail a lead carries (`/visit.gif`). */
export function VisitPixel() {
  const { pathname, search } = useLocation();
  return (
    <img
      src={visitPixelPath(`${pathname}${search}`)}
      alt=""
      width={1}
      height={1}
      fetchPriority="low"
      aria-hidden="true"
      className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
    />
  );
}
