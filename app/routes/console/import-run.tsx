import { data } from "react-router";
import { ImportRunPage } from "~/features/inventory/components";
import { applyImportRun, importRunView } from "~/features/inventory/index.server";
import { siteContext } from "~/platform/http/context";
import { UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { formatSiteDateTime } from "~/platform/text/dates";
import { requireStaff, rowIdParam } from "../_shared/staff.server";
import type { Route } from "./+types/import-run";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { refusal } from "~/platform/forms/refusal";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction } from "../_shared/staff-action.server";

/** /console/imports/:id: what an import would do or did, with every bad row. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "stock.write");
  const scope = context.get(siteContext);
  const run = await importRunView(scope, rowIdParam(params.id));
  if (!run) throw data("No such import on this site.", { status: 404 });
  const zone = scope.config.time_zone;
  return {
    run: {
      id: run.id,
      file_name: run.file_name,
      source: run.source,
      status: run.status,
      full_feed: run.full_feed,
      when: formatSiteDateTime(run.created_at, zone),
      applied: run.applied_at ? formatSiteDateTime(run.applied_at, zone) : null,
      counts: run.counts,
      bad: run.bad,
      error: run.error,
      preview: run.preview,
      stopped: run.stopped,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "stock.write",
    async ({ staff, scope, intent }) => {
      if (intent !== "apply") return refused(refusal("invalid", UNREADABLE_FORM));
      const applied = await applyImportRun(scope, staff, rowIdParam(args.params.id));
      return applied.ok ? {} : refused(applied);
    },
    () => ({}),
  );
}

/** A send that gets no answer keeps what was typed, with a retry (decision 018). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.run.file_name ?? "Import"} · Imports · Console` }];
}

export default function ConsoleImportRun({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportRunPage run={loaderData.run} outcome={actionData as FormAnswer | undefined} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
