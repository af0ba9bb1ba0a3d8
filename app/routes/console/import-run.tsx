import { data, redirect } from "react-router";
import { readApplyForm, readMappingForm } from "~/features/inventory";
import { ImportRunPage } from "~/features/inventory/components";
import { applyImportRun, importRunColumns, importRunView, mapImportRun } from "~/features/inventory/index.server";
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
export async function loader({ params, context, request }: Route.LoaderArgs) {
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
      soldGuard: run.soldGuard,
      columns: run.columns,
    },
    editColumns: new URL(request.url).searchParams.has("columns"),
  };
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "stock.write",
    async ({ staff, scope, intent, form, read }) => {
      const id = rowIdParam(args.params.id);
      if (intent === "map") {
        const columns = await importRunColumns(scope, id);
        if (!columns) return refused(refusal("not-found", "No such import on this site."));
        const submission = read(readMappingForm(columns));
        if (submission.status !== "success")
          return refused(refusal("invalid", "Some columns need a look: each says what is wrong."), submission);
        const mapped = await mapImportRun(scope, staff, id, submission.value);
        return mapped.ok ? redirect(`/console/imports/${id}`) : refused(mapped, submission);
      }
      if (intent !== "apply") return refused(refusal("invalid", UNREADABLE_FORM));
      const applied = await applyImportRun(scope, staff, id, form.value("sold_count"));
      return applied.ok ? {} : refused(applied, read(readApplyForm(null)));
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
  return (
    <ImportRunPage
      run={loaderData.run}
      outcome={actionData as FormAnswer | undefined}
      editColumns={loaderData.editColumns}
    />
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
