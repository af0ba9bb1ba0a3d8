import { searchCars } from "~/features/search/index.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { emptyListingState, listingHref } from "./listing-url";

/** The tidy listing landings: each car type, body, make and make-and-model with cars in stock. */
export async function listingAddresses(scope: SiteScope, now: Date): Promise<string[]> {
  const options = { usedCarPath: scope.config.search.used_car_path };
  const found = await searchCars(scope, { facets: ["car_type", "body", "make"], hitsPerPage: 0 }, now);
  const landing = (refinements: Record<string, string[]>) =>
    listingHref({ ...emptyListingState, refinements }, options);
  const paths = new Set<string>();
  for (const type of Object.keys(found.facets.car_type ?? {})) paths.add(landing({ car_type: [type] }));
  for (const body of Object.keys(found.facets.body ?? {})) paths.add(landing({ body: [body] }));
  for (const make of Object.keys(found.facets.make ?? {})) {
    paths.add(landing({ make: [make] }));
    const models = await searchCars(scope, { refinements: { make: [make] }, facets: ["model"], hitsPerPage: 0 }, now);
    for (const model of Object.keys(models.facets.model ?? {})) paths.add(landing({ make: [make], model: [model] }));
  }
  return [...paths];
}
