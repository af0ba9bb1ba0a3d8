import { and, asc, eq } from "drizzle-orm";
import { cars, locations } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

/**
 * Issue 41: a publish that would break the site is refused. Before a draft goes out, its key pages
 * are drawn on the server exactly as its preview draws them (the draft, for this staff member); a
 * page the server cannot draw stops the publish, and the site stays as it is.
 */

/** The pages every visitor meets: home, the listing, a car's page, the locator and a yard's page. */
export async function keyPages(scope: SiteScope): Promise<{ path: string; name: string }[]> {
  const [[car], [yard]] = await Promise.all([
    scope.db
      .select({ slug: cars.slug })
      .from(cars)
      .where(and(eq(cars.site_id, scope.siteId), eq(cars.status, "in_stock"), eq(cars.show_on_dealer_website, true)))
      .orderBy(asc(cars.id))
      .limit(1),
    scope.db
      .select({ slug: locations.slug })
      .from(locations)
      .where(and(eq(locations.site_id, scope.siteId), eq(locations.visible, true)))
      .orderBy(asc(locations.id))
      .limit(1),
  ]);
  return [
    { path: "/", name: "the home page" },
    { path: "/search/new-used-and-demo-cars", name: "the stock listing" },
    ...(car ? [{ path: `/cars/${car.slug}`, name: "a car's page" }] : []),
    { path: "/dealer-locator", name: "the locations page" },
    ...(yard ? [{ path: `/our-location/${yard.slug}`, name: "a location's page" }] : []),
  ];
}

/** Draws each page with the draft (`status` answers the HTTP status of one path); the first that fails is named. */
export async function keyPagesDraw(
  pages: readonly { path: string; name: string }[],
  status: (path: string) => Promise<number>,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const answers = await Promise.all(pages.map(async (page) => ({ ...page, status: await status(page.path) })));
  const broken = answers.find((a) => a.status >= 500);
  return broken
    ? {
        ok: false,
        error: `Not published: with these settings the server could not draw ${broken.name} (${broken.path}). The website is unchanged; look at the last change, or discard the draft.`,
      }
    : { ok: true };
}
