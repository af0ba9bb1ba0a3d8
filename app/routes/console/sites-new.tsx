import { data, redirect } from "react-router";
import { createSite } from "~/features/console-sites/index.server";
import { NewSitePage } from "~/features/console-sites/components";
import { platformContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/sites-new";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction } from "../_shared/staff-action.server";

/** /console/sites/new: a platform operator makes a dealer site, which answers at its address at once. */
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "sites.manage");
  return null;
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "sites.manage",
    async ({ staff, scope, form }) => {
      const created = await createSite(scope.db, args.context.get(platformContext).media, form.value, staff.staffId);
      if (!created.ok) return data({ error: created.error, fields: created.fields }, { status: created.status });
      return redirect(`/console/sites?created=${created.slug}`);
    },
    () => redirect("/console/sites"),
  );
}

/** A send that gets no answer keeps what was typed, with a retry (decision 018). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "New dealer site · Console" }];
}

export default function ConsoleNewSite({ actionData }: Route.ComponentProps) {
  return <NewSitePage outcome={actionData} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
