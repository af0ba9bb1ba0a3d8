import { useEffect } from "react";
import { useLocation } from "react-router";
import { addVisit, decodeTrail, readCookie, TRAIL_COOKIE, trailCookie } from "./visit-trail";

/** Adds the browser's own navigations to the visit's trail; the server adds the pages it serves whole. */
export function useVisitTrail() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const trail = decodeTrail(readCookie(document.cookie, TRAIL_COOKIE));
    document.cookie = trailCookie(addVisit(trail, `${pathname}${search}`));
  }, [pathname, search]);
}
