import { data, redirect } from "react-router";
import { carRecordOfForm, typedValues } from "~/features/stock";
import { CarEditor } from "~/features/stock/components";
import { addCar, siteLocations } from "~/features/stock/index.server";
import { siteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/stock-new";

/** /console/stock/new: a car typed in by hand, validated as a feed's row is. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "stock.write");
  return { yards: await siteLocations(context.get(siteContext)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "stock.write");
  const form = await readListForm(request);
  if (!form) return data({ error: UNREADABLE_FORM }, { status: 400 });
  const added = await addCar(context.get(siteContext), staff, carRecordOfForm(form.value));
  if (added.ok) return redirect(`/console/stock/${added.id}`);
  return data({ error: added.error, fields: added.fields, values: typedValues(form.value) }, { status: added.status });
}

export function meta() {
  return [{ title: "Add a car · Stock · Console" }];
}

const FRESH = { car_type: "used", status: "in_stock", show_on_dealer_website: "on" };

export default function ConsoleNewCar({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as
    { error?: string; fields?: Record<string, string>; values?: Record<string, string> } | undefined;
  return <CarEditor car={null} values={outcome?.values ?? FRESH} yards={loaderData.yards} canWrite outcome={outcome} />;
}
