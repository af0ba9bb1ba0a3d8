import { data } from "react-router";
import { may } from "~/features/staff";
import { carRecordOfForm, readPhotoMove, typedValues } from "~/features/stock";
import { CarEditor } from "~/features/stock/components";
import { addPhotos, carEditor, changePhoto, saveCar } from "~/features/stock/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { formatSiteDateTime } from "~/platform/text/dates";
import { requireStaff } from "../_shared/staff.server";
import { uploadedFiles } from "../_shared/uploads.server";
import type { Route } from "./+types/stock-car";

/** /console/stock/:id: a car's every field, its photos, price history, views and leads. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "stock.read");
  const scope = context.get(siteContext);
  const car = await carEditor(scope, Number(params.id));
  if (!car) throw data("No such car in this site's stock.", { status: 404 });
  const { values, yards, ...rest } = car;
  return {
    car: { ...rest, history: car.history.map((h) => ({ ...h, at: formatSiteDateTime(h.at, scope.config.time_zone) })) },
    values,
    yards,
    canWrite: may(staff, "stock.write"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "stock.write");
  const scope = context.get(siteContext);
  const id = Number(params.id);
  const form = await readListForm(request);
  if (!form) return data({ error: UNREADABLE_FORM }, { status: 400 });
  const intent = form.value("intent");
  if (intent === "save") {
    const saved = await saveCar(scope, staff, id, Number(form.value("version")), carRecordOfForm(form.value));
    if (saved.ok) return { saved: true };
    return data(
      { error: saved.error, fields: saved.fields, values: typedValues(form.value) },
      { status: saved.status },
    );
  }
  const media = context.get(platformContext).media;
  if (intent === "upload") {
    const added = await addPhotos(scope, media, staff, id, await uploadedFiles(form.files("photos")));
    const refused = added.ok ? added.refused.map((r) => r.error).join(" ") : added.error;
    return data({ photos: refused || undefined }, { status: added.ok ? 200 : added.status });
  }
  const move = readPhotoMove({ intent, url: form.value("url"), alt: form.value("alt"), order: form.value("order") });
  if (!move) return data({ error: "Choose what to change." }, { status: 400 });
  const changed = await changePhoto(scope, media, staff, id, move);
  return changed.ok ? { photos: undefined } : data({ photos: changed.error }, { status: changed.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.car.name ?? "Car"} · Stock · Console` }];
}

export default function ConsoleCar({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as
    | {
        error?: string;
        fields?: Record<string, string>;
        values?: Record<string, string>;
        saved?: boolean;
        photos?: string;
      }
    | undefined;
  return (
    <CarEditor
      key={loaderData.car.id}
      car={loaderData.car}
      values={outcome?.values ?? loaderData.values}
      yards={loaderData.yards}
      canWrite={loaderData.canWrite}
      outcome={outcome}
    />
  );
}
