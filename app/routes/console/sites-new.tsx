import { data, redirect } from "react-router";
import { createSite } from "~/features/console-sites/index.server";
import { NewSitePage } from "~/features/console-sites/components";
import { platformContext, siteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/sites-new";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/sites/new: a platform operator makes a dealer site, which answers at its address at once. */
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "sites.manage");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "sites.manage");
  const form = await readListForm(request);
  if (!form) return data({ error: UNREADABLE_FORM }, { status: 400 });
  const created = await createSite(
    context.get(siteContext).db,
    context.get(platformContext).media,
    form.value,
    staff.staffId,
  );
  if (!created.ok) return data({ error: created.error, fields: created.fields }, { status: created.status });
  return redirect(`/console/sites?created=${created.slug}`);
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
