import { siteHealth } from "~/features/console-sites/index.server";
import { SitesPage } from "~/features/console-sites/components";
import { siteAddress } from "~/features/console-sites";
import { siteContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/sites";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/sites: every dealer site on the platform with its health (a platform operator's page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "sites.manage");
  const url = new URL(request.url);
  const sites = (await siteHealth(context.get(siteContext).db)).map((s) => ({
    slug: s.slug,
    name: s.name,
    template: s.template,
    address: siteAddress(url, s.slug, s.url),
    carsInStock: s.carsInStock,
    failingDeliveries: s.failingDeliveries,
    lastFeedRun: s.lastFeedRun ? { ...s.lastFeedRun, at: s.lastFeedRun.at.toISOString() } : null,
    lastStockChange: s.lastStockChange?.toISOString() ?? null,
  }));
  return { sites, created: sites.find((s) => s.slug === url.searchParams.get("created")) ?? null };
}

export function meta() {
  return [{ title: "Dealer sites · Console" }];
}

export default function ConsoleSites({ loaderData }: Route.ComponentProps) {
  return <SitesPage sites={loaderData.sites} created={loaderData.created} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
