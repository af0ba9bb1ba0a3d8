import { redirect } from "react-router";
import { looksLikeVin, readQuickAdd } from "~/features/console-stock";
import { QuickAddPage } from "~/features/console-stock/components";
import { addCar, addPhotos } from "~/features/console-stock/index.server";
import { siteYards } from "~/features/locations/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { servicesContext } from "~/services.server";
import { refused, refusedForm } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction } from "../_shared/staff-action.server";
import { requireStaff } from "../_shared/staff.server";
import { uploadedFiles } from "../_shared/uploads.server";
import type { Route } from "./+types/stock-quick";
import { ConsoleErrorBoundary } from "~/features/console/components";

const FRESH = { car_type: "used" };
const DETAILS = ["year", "make", "model", "badge", "body", "engine_size_litres", "fuel", "trans", "drive"] as const;

/**
 * /console/stock/quick (issue 55): a car in ten fields. "Look up" sends the form as a GET: what was
 * typed comes back with what the VIN or rego says filled in where the person left it blank.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "stock.write");
  const scope = context.get(siteContext);
  const query = new URL(request.url).searchParams;
  const typed = Object.fromEntries(
    [...query.entries()].filter(([name]) => !["lookup", "intent", "send_key", "photos"].includes(name)),
  );
  const values: Record<string, string> = { ...FRESH, ...typed };
  const asked = (typed.vin_or_rego ?? "").replace(/[\s-]/g, "").toUpperCase();
  let lookup = null;
  if (query.has("lookup") && asked) {
    const found = await context
      .get(servicesContext)
      .outside.vehicleData.lookup(scope, looksLikeVin(asked) ? { vin: asked } : { rego: asked });
    if (found.ok) {
      const { vin, ...details } = found.details;
      for (const name of DETAILS) if (!values[name] && details[name] != null) values[name] = String(details[name]);
      values.vin_or_rego = vin ?? asked;
      const said = [details.year, details.make, details.model, details.badge].filter(Boolean).join(" ");
      lookup = { query: asked, found: true, error: null, said: said ? `Found: ${said}. Check it below.` : null };
    } else lookup = { query: asked, found: false, error: found.error, said: null };
  }
  return { values, lookup, yards: await siteYards(scope) };
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "stock.write",
    async ({ staff, scope, form, read }) => {
      const submission = read(readQuickAdd);
      if (submission.status !== "success") return refusedForm(submission);
      const added = await addCar(scope, staff, submission.value);
      if (!added.ok) return refused(added, submission);
      const files = await uploadedFiles(form.files("photos"));
      const media = args.context.get(platformContext).media;
      const photos = files.length ? await addPhotos(scope, media, staff, added.id, files) : null;
      const refusedPhotos = photos ? (photos.ok ? photos.rejected.map((r) => r.error) : [photos.error]) : [];
      const note = refusedPhotos.length ? `?photos=${encodeURIComponent(refusedPhotos.join(" "))}` : "";
      return redirect(`/console/stock/${added.id}${note}`);
    },
    (_, written) => redirect(`/console/stock/${written.entityId ?? ""}`),
  );
}

/** A car that gets no answer keeps every typed value (and the chosen photos) on screen, with a retry that adds it once. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Quick add · Stock · Console" }];
}

export default function ConsoleQuickAdd({ loaderData, actionData }: Route.ComponentProps) {
  return <QuickAddPage data={loaderData} outcome={actionData as FormAnswer | undefined} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
