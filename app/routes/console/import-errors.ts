import { data } from "react-router";
import { errorReportCsv } from "~/features/inventory";
import { importRunView } from "~/features/inventory/index.server";
import { siteContext } from "~/platform/http/context";
import { requireStaff, rowIdParam } from "../_shared/staff.server";
import type { Route } from "./+types/import-errors";

/** /console/imports/:id/errors.csv: every bad row of an import, its number and reason, for a spreadsheet. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "stock.write");
  const run = await importRunView(context.get(siteContext), rowIdParam(params.id));
  if (!run) throw data("No such import on this site.", { status: 404 });
  return new Response(errorReportCsv(run.bad), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="import-${run.id}-errors.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
