import { asc, eq } from "drizzle-orm";
import { manufacturers, slides } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";

export type HeroSlide = typeof slides.$inferSelect;

/** The hero's slides, in the dealer's order. */
export function heroSlides(scope: SiteScope): Promise<HeroSlide[]> {
  return scope.db.select().from(slides).where(eq(slides.site_id, scope.siteId)).orderBy(asc(slides.position));
}

/** Each make's logo, for the make tiles. */
export function makeLogos(scope: SiteScope): Promise<{ name: string; logo_url: string | null }[]> {
  return scope.db
    .select({ name: manufacturers.name, logo_url: manufacturers.logo_url })
    .from(manufacturers)
    .where(eq(manufacturers.site_id, scope.siteId));
}
