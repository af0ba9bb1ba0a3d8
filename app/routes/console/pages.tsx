import { ContentListPage } from "~/features/console-content/components";
import { consoleContent } from "~/features/console-content/index.server";
import { siteContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/pages";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/pages: the site's pages and news posts, and where each stands. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "content.write");
  return { rows: await consoleContent(context.get(siteContext)) };
}

export function meta() {
  return [{ title: "Pages and news · Console" }];
}

export default function ConsolePages({ loaderData }: Route.ComponentProps) {
  return <ContentListPage rows={loaderData.rows} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
