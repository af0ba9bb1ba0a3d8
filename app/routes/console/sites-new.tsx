import { redirect } from "react-router";
import { readNewSiteForm } from "~/features/console-sites";
import { createSite } from "~/features/console-sites/index.server";
import { NewSitePage } from "~/features/console-sites/components";
import { platformContext } from "~/platform/http/context";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/sites-new";
import { ConsoleErrorBoundary } from "~/features/console/components";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused, refusedForm } from "../_shared/answers.server";
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
    async ({ staff, scope, form, read }) => {
      const submission = read(readNewSiteForm);
      if (submission.status !== "success") return refusedForm(submission);
      const created = await createSite(scope.db, args.context.get(platformContext).media, form.value, staff.staffId);
      return created.ok ? redirect(`/console/sites?created=${created.slug}`) : refused(created, submission);
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
  return <NewSitePage outcome={actionData as FormAnswer | undefined} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
