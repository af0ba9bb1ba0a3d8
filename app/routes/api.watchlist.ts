import { redirect } from "react-router";
import { recordEvent } from "~/features/analytics/index.server";
import { localMobile, safeRedirect } from "~/features/accounts";
import {
  removeFromWatchlist,
  saveToWatchlist,
  SIGN_IN_NEEDED,
  WRONG_PHONE,
  type WatchlistAnswer,
} from "~/features/accounts/index.server";
import { isRowId } from "~/platform/forms/row-id";
import { z } from "zod";
import { parseForm } from "~/platform/http/request-body.server";
import { siteContext } from "~/platform/http/context";
import { shopperContext } from "./_shared/shopper.server";
import type { Route } from "./+types/api.watchlist";
import { EVENTS } from "~/features/analytics";
import { statusOf } from "./_shared/answers.server";

const Body = z.object({
  phone_number: z.string().default(""),
  car_id: z.string().default("").transform(Number).refine(isRowId, "car_id must be a car's id."),
  redirect: z.string().optional(),
});

/**
 * POST /api/watchlist/save-car and /remove-car (phone_number, car_id): spec 000 section 7, for the
 * signed-in shopper only. Scripts read `{ success, error }`; a page's plain form goes back to `redirect`.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const operation = params.operation;
  if (request.method !== "POST" || (operation !== "save-car" && operation !== "remove-car")) {
    return Response.json({ success: false, error: "Not found" }, { status: 404 });
  }
  const shopper = await context.get(shopperContext).read();
  if (!shopper) return Response.json({ success: false, error: SIGN_IN_NEEDED }, { status: 401 });
  const body = await parseForm(request, Body);
  if (!body.success) return Response.json({ success: false, error: body.error }, { status: 400 });
  const fields = body.data;
  if (localMobile(fields.phone_number) !== shopper.phone)
    return Response.json({ success: false, error: WRONG_PHONE }, { status: 403 });
  const carId = fields.car_id;
  const scope = context.get(siteContext);
  const answer: WatchlistAnswer =
    operation === "save-car"
      ? await saveToWatchlist(scope, shopper.user_id, carId)
      : await removeFromWatchlist(scope, shopper.user_id, carId);
  if (answer.success && operation === "save-car")
    await recordEvent(scope, {
      event_id: EVENTS.SAVE_CAR,
      label: "Watchlist",
      url: fields.redirect ?? null,
      car_id: carId,
    });
  // A plain form post (a document request) goes back to its page; a script's call reads the JSON and the router revalidates.
  if (fields.redirect !== undefined && (request.headers.get("accept") ?? "").includes("text/html")) {
    return redirect(safeRedirect(fields.redirect), 303);
  }
  return answer.success
    ? Response.json({ success: true })
    : Response.json({ success: false, error: answer.error }, { status: statusOf(answer.reason) });
}
