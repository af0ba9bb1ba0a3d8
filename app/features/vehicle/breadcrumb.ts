import { facetLabel } from "~/features/cars";
import { slugify } from "~/platform/text/slug";

export interface Crumb {
  label: string;
  href: string | null;
}

const typeLabels: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };

/**
 * Spec 000 section 2 and spec 001 section 2: Home > car type > make > model (only when a known
 * model) > body > current title. Each crumb but the last links to its listing: the body is the
 * listing's body (the simple body, "Ute", not "Dual Cab Utility"); the used-car path names makes and
 * models only, so its type crumb is /used-car itself and its body crumb a search.
 */
export function vehicleBreadcrumb(
  car: { car_type: string; make: string; model: string; body: string | null; simple_body: string | null; name: string },
  knownModel: boolean,
  listingPrefix: "search" | "used-car",
  stockWords = "Cars",
): Crumb[] {
  const makeSlug = slugify(car.make);
  const crumbs: Crumb[] = [{ label: "Home", href: "/" }];
  const typeLabel = typeLabels[car.car_type] ? `${typeLabels[car.car_type]} ${stockWords}` : undefined;
  if (typeLabel)
    crumbs.push({
      label: typeLabel,
      href: listingPrefix === "used-car" ? "/used-car" : `/search/${car.car_type}-cars`,
    });
  crumbs.push({ label: car.make, href: `/${listingPrefix}/${makeSlug}` });
  if (knownModel) crumbs.push({ label: car.model, href: `/${listingPrefix}/${makeSlug}/${slugify(car.model)}` });
  const body = car.simple_body ?? car.body;
  if (body) crumbs.push({ label: facetLabel(body), href: `/search/${slugify(body)}` });
  crumbs.push({ label: car.name, href: null });
  return crumbs;
}

/** The same trail as schema.org's BreadcrumbList, each crumb's address made absolute on the site's domain and the car's page as the last. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string, pageUrl: string): Record<string, unknown> {
  const base = origin.replace(/\/+$/, "");
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: crumb.href === null ? pageUrl : `${base}${crumb.href}`,
    })),
  };
}
