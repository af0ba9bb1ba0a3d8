/** Spec 000 section 7: event 25, calling the dealer, is labelled New Car or Used Car by the page's path. */
export function callDealerLabel(pathname: string, carType?: string | null): "New Car" | "Used Car" {
  if (carType) return carType === "used" ? "Used Car" : "New Car";
  return /(^|\/)(new|demo)([-/]|$)|new-cars|demo-cars/.test(pathname) && !/used/.test(pathname)
    ? "New Car"
    : "Used Car";
}
