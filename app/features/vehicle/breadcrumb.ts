import { slugify } from "~/ui/slug";

export interface Crumb {
  label: string;
  href: string | null;
}

const typeLabels: Record<string, string> = { new: "New Cars", used: "Used Cars", demo: "Demo Cars" };

/**
 * Spec 000 section 2 and spec 001 section 2: Home > car type > make > model (only when a known
 * model) > body > current title. Each crumb but the last links to its listing.
 */
export function vehicleBreadcrumb(
  car: { car_type: string; make: string; model: string; body: string | null; name: string },
  knownModel: boolean,
  listingPrefix: "search" | "used-car",
): Crumb[] {
  const makeSlug = slugify(car.make);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  const typeLabel = typeLabels[car.car_type];
  if (typeLabel) crumbs.push({ label: typeLabel, href: `/${listingPrefix}/${car.car_type}-cars` });
  crumbs.push({ label: car.make, href: `/${listingPrefix}/${makeSlug}` });
  if (knownModel) crumbs.push({ label: car.model, href: `/${listingPrefix}/${makeSlug}/${slugify(car.model)}` });
  if (car.body) crumbs.push({ label: car.body, href: `/${listingPrefix}/${slugify(car.body)}` });
  crumbs.push({ label: car.name, href: null });
  return crumbs;
}
