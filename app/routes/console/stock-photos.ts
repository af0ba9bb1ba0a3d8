import { data } from "react-router";
import { addPhotosAsChosen } from "~/features/console-stock/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { statusOf } from "../_shared/answers.server";
import { requireStaff, rowIdParam } from "../_shared/staff.server";
import { uploadedFiles } from "../_shared/uploads.server";
import type { Route } from "./+types/stock-photos";

/** POST /console/stock/:id/photos: the photo panel's uploads, one file a request, answered in JSON. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "stock.write");
  const form = await readListForm(request);
  if (!form) return data({ refused: [], error: UNREADABLE_FORM }, { status: 400 });
  const media = context.get(platformContext).media;
  const files = await uploadedFiles(form.files("photos"));
  const scope = context.get(siteContext);
  const added = await addPhotosAsChosen(scope, media, staff, rowIdParam(params.id), files, form.value("new_photos"));
  return added.ok
    ? { added: added.added, refused: added.rejected }
    : data({ refused: added.rejected ?? [], error: added.error }, { status: statusOf(added.reason) });
}
