import { data } from "react-router";
import { may } from "~/features/console-staff";
import { readCarForm, readPhotoMove } from "~/features/console-stock";
import { CarEditor } from "~/features/console-stock/components";
import {
  addPhotosAsChosen,
  carEditor,
  changePhoto,
  photoPlacementOf,
  saveCar,
} from "~/features/console-stock/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { formatSiteDateTime } from "~/platform/text/dates";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction, type StaffSend } from "../_shared/staff-action.server";
import { requireStaff, rowIdParam } from "../_shared/staff.server";
import { uploadedFiles } from "../_shared/uploads.server";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused, refusedForm, statusOf } from "../_shared/answers.server";
import type { Route } from "./+types/stock-car";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { versionOf } from "~/platform/forms/row-id";

/** /console/stock/:id: a car's every field, its photos, price history, views and leads. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const staff = requireStaff(context, "stock.read");
  const scope = context.get(siteContext);
  const car = await carEditor(scope, rowIdParam(params.id));
  if (!car) throw data("No such car in this site's stock.", { status: 404 });
  const { values, yards, ...rest } = car;
  return {
    car: {
      ...rest,
      history: car.history.map((h) => ({ ...h, at: formatSiteDateTime(h.at, scope.config.time_zone) })),
      newPhotos: await photoPlacementOf(scope, staff.staffId),
    },
    values,
    yards,
    canWrite: may(staff, "stock.write"),
    // The quick add names photos it could not take (the car itself was added).
    photosRefused: new URL(request.url).searchParams.get("photos"),
  };
}

export async function action(args: Route.ActionArgs) {
  const id = rowIdParam(args.params.id);
  return staffAction(
    args,
    "stock.write",
    (send) => answerCarSend(args, id, send),
    () => ({ saved: true }),
  );
}

async function answerCarSend({ context }: Route.ActionArgs, id: number, send: StaffSend) {
  const { staff, scope, form, intent } = send;
  if (intent === "save") {
    const submission = send.read(readCarForm);
    if (submission.status !== "success") return refusedForm(submission);
    const saved = await saveCar(scope, staff, id, versionOf(form.value("version")), submission.value);
    return saved.ok ? { saved: true } : refused(saved, submission);
  }
  const media = context.get(platformContext).media;
  if (intent === "upload") {
    const files = await uploadedFiles(form.files("photos"));
    const added = await addPhotosAsChosen(scope, media, staff, id, files, form.value("new_photos"));
    const refusedPhotos = added.ok ? added.rejected.map((r) => r.error).join(" ") : added.error;
    return added.ok
      ? { photos: refusedPhotos || undefined }
      : data({ photos: refusedPhotos }, { status: statusOf(added.reason) });
  }
  const move = readPhotoMove({ intent, url: form.value("url"), alt: form.value("alt"), order: form.value("order") });
  if (!move) return data({ photos: "Choose what to change." }, { status: 400 });
  const changed = await changePhoto(scope, media, staff, id, move);
  return changed.ok ? { photos: undefined } : data({ photos: changed.error }, { status: statusOf(changed.reason) });
}

/** A save that gets no answer keeps every typed value on screen, with a retry under the same key. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.car.name ?? "Car"} · Stock · Console` }];
}

export default function ConsoleCar({ loaderData, actionData }: Route.ComponentProps) {
  const outcome =
    (actionData as (FormAnswer & { saved?: boolean; photos?: string }) | undefined) ??
    (loaderData.photosRefused ? { photos: loaderData.photosRefused } : undefined);
  return (
    <CarEditor
      key={loaderData.car.id}
      car={loaderData.car}
      values={loaderData.values}
      yards={loaderData.yards}
      canWrite={loaderData.canWrite}
      outcome={outcome}
    />
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
