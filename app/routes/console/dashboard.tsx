import { dashboardPeriod } from "~/features/console-inbox";
import { DashboardPage } from "~/features/console-inbox/components";
import { dashboard } from "~/features/console-inbox/index.server";
import { siteContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/dashboard";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/dashboard?period=today|7d|30d: the site's leads, views and misses at a glance. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "leads.read");
  const period = dashboardPeriod(new URL(request.url).searchParams.get("period"));
  const figures = await dashboard(context.get(siteContext), staff, period);
  const car = (c: { label: string; slug: string; n: number }) => ({ label: c.label, n: c.n, href: `/cars/${c.slug}` });
  return {
    ...figures,
    period: period.key,
    mostViewed: figures.mostViewed.map(car),
    mostLeads: figures.mostLeads.map(car),
    failing: figures.failing.map((f) => ({ ...f, name: f.name ?? "" })),
  };
}

export function meta() {
  return [{ title: "Dashboard · Console" }];
}

export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage view={loaderData} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
