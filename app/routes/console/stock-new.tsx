import { redirect } from "react-router";
import { readCarForm } from "~/features/console-stock";
import { CarEditor } from "~/features/console-stock/components";
import { addCar } from "~/features/console-stock/index.server";
import { siteYards } from "~/features/locations/index.server";
import { siteContext } from "~/platform/http/context";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused, refusedForm } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction } from "../_shared/staff-action.server";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/stock-new";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/stock/new: a car typed in by hand, validated as a feed's row is. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "stock.write");
  return { yards: await siteYards(context.get(siteContext)) };
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "stock.write",
    async ({ staff, scope, read }) => {
      const submission = read(readCarForm);
      if (submission.status !== "success") return refusedForm(submission);
      const added = await addCar(scope, staff, submission.value);
      return added.ok ? redirect(`/console/stock/${added.id}`) : refused(added, submission);
    },
    (_, written) => redirect(`/console/stock/${written.entityId ?? ""}`),
  );
}

/** A car that gets no answer keeps every typed value on screen, with a retry that adds it once. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Add a car · Stock · Console" }];
}

const FRESH = { car_type: "used", status: "in_stock", show_on_dealer_website: "on" };

export default function ConsoleNewCar({ loaderData, actionData }: Route.ComponentProps) {
  return <CarEditor car={null} values={FRESH} yards={loaderData.yards} canWrite outcome={actionData as FormAnswer} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
