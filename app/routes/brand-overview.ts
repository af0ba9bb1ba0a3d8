import { data, redirect } from "react-router";
import { loadBrandPage } from "~/features/brands/index.server";
import { siteContext } from "~/platform/http/context";
import type { Route } from "./+types/brand-overview";

/** /{brand}/overview (spec 000 section 2's linked pages): the brand's page at its one address; 404 for a brand the site has not. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!(await loadBrandPage(context.get(siteContext), params.brand))) throw data(null, { status: 404 });
  return redirect(`/brands/${params.brand}`, 301);
}
