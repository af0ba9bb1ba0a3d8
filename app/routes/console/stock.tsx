import { may } from "~/features/console-staff";
import { describeBulk, parseBulkAction, parseStockFilters } from "~/features/console-stock";
import { StockList } from "~/features/console-stock/components";
import { applyBulk, stockPage } from "~/features/console-stock/index.server";
import { carMarket, daysInStock, isAged } from "~/features/market";
import { siteYards } from "~/features/locations/index.server";
import { siteContext } from "~/platform/http/context";
import { formatNumber } from "~/ui/format";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/stock";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { refusal } from "~/platform/forms/refusal";
import { refused } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction, type StaffSend } from "../_shared/staff-action.server";

/** /console/stock: every car of the site, searched, filtered and sorted on the server, 50 a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "stock.read");
  const scope = context.get(siteContext);
  const params = new URL(request.url).searchParams;
  const filters = parseStockFilters(params);
  const now = new Date();
  const [page, yards] = await Promise.all([stockPage(scope, filters), siteYards(scope)]);
  return {
    filters,
    total: page.total,
    pages: page.pages,
    yards,
    canWrite: may(staff, "stock.write"),
    rows: page.rows.map(({ created_at, figures, ...row }) => {
      const market = carMarket({ ...row, created_at }, figures, now);
      const days = daysInStock(created_at, now);
      return { ...row, days, market, aged: isAged(row.status, days, market?.days_to_sell ?? null) };
    }),
    // The aged-stock view's "Lower their prices" opens the bulk bar on a price change.
    bulkPreset: params.get("bulk") === "price" ? "price" : "",
  };
}

/** A bulk action asks first, counting the cars; the confirmed form does it. */
export async function action(args: Route.ActionArgs) {
  return staffAction(args, "stock.write", answerBulk, () => ({ done: "Done." }));
}

/** A bulk change: asked to confirm with the count first, then applied to the ticked cars. */
async function answerBulk({ staff, scope, form }: StaffSend) {
  const ids = [
    ...new Set(
      form
        .values("car")
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ];
  if (!ids.length) return refused(refusal("invalid", "Tick the cars to act on first."));
  const fields = {
    bulk: form.value("bulk"),
    yard: form.value("yard"),
    by: form.value("by"),
    change: form.value("change"),
  };
  const bulk = parseBulkAction(fields);
  if ("error" in bulk) return refused(refusal("invalid", bulk.error));
  if (form.value("confirm") !== "yes") {
    const yardName =
      bulk.kind === "move_yard" ? (await siteYards(scope)).find((y) => y.id === bulk.yard)?.name : undefined;
    return { confirm: { question: describeBulk(bulk, ids.length, yardName), ids, fields } };
  }
  const done = await applyBulk(scope, staff, ids, bulk);
  if (!done.ok) return refused(done);
  return { done: `Done: ${formatNumber(done.changed)} ${done.changed === 1 ? "car" : "cars"} changed.` };
}

/** A send that gets no answer keeps what was typed, with a retry (decision 018). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Stock (${formatNumber(loaderData?.total ?? 0)}) · Console` }];
}

export default function ConsoleStock({ loaderData, actionData }: Route.ComponentProps) {
  return <StockList data={loaderData} outcome={actionData} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
