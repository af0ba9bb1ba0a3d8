import { createCookie, type MiddlewareFunction } from "react-router";
import { previewConfig } from "~/features/console-settings/index.server";
import { may } from "~/features/console-staff";
import { readStaffSession } from "~/features/console-staff/index.server";
import { platformContext, previewingContext, siteContext, type RouteContext } from "~/platform/http/context";
import { PERSONAL_CACHE } from "~/platform/http/personal";
import { staffSessionId } from "./staff.server";

/** Asks for the draft settings on this site's pages; honoured only beside a live session of staff who may edit them. */
export const previewCookie = createCookie("settings_preview", { httpOnly: true, sameSite: "lax", path: "/" });

/**
 * Root middleware: a staff member previewing the draft sees the site as it will be, alone (the
 * page is neither taken from nor kept in the shared page cache). Everyone else, and a request
 * without the preview cookie, costs one look at the Cookie header.
 */
/** The HTTP status of one of this site's pages drawn with the draft, for this staff member, on the server (not sent anywhere). */
export async function draftPageStatus(
  request: Request,
  context: RouteContext,
): Promise<(path: string) => Promise<number>> {
  const preview = (await previewCookie.serialize("1")).split(";")[0]!;
  const cookie = [request.headers.get("cookie"), preview].filter(Boolean).join("; ");
  const { render } = context.get(platformContext);
  return async (path) => (await render(new Request(new URL(path, request.url), { headers: { cookie } }))).status;
}

export const previewDraftSettings: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!(request.headers.get("cookie") ?? "").includes("settings_preview=")) return next();
  if (!(await previewCookie.parse(request.headers.get("cookie")))) return next();
  const scope = context.get(siteContext);
  const id = await staffSessionId(request, context);
  const session = id ? await readStaffSession(scope, id) : null;
  const config = session && may(session.staff, "settings.write") ? await previewConfig(scope) : null;
  if (!config) return next();
  context.set(siteContext, { ...scope, config });
  context.set(previewingContext, true);
  const response = await next();
  response.headers.set("Cache-Control", PERSONAL_CACHE);
  return response;
};
