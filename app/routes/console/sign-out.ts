import { redirect } from "react-router";
import { endStaffSession, endStaffSessionsEverywhere } from "~/features/console-staff/index.server";
import { secureCookiesContext, siteContext } from "~/platform/http/context";
import { readFormData } from "~/platform/http/request-body.server";
import { staffContext } from "../_shared/staff.server";
import type { Route } from "./+types/sign-out";
import { routeCookies } from "../_shared/route-cookies.server";

/** POST /console/sign-out: ends this session, or with `everywhere` every session of this staff member here. */
export async function action({ request, context }: Route.ActionArgs) {
  const scope = context.get(siteContext);
  const { staff, sessionHash } = context.get(staffContext);
  const form = await readFormData(request);
  if (form?.get("everywhere") === "true") await endStaffSessionsEverywhere(scope, staff.staffId);
  else await endStaffSession(scope, staff.staffId, sessionHash, "sign-out");
  const cookie = routeCookies(context).staff.session(context.get(secureCookiesContext));
  return redirect("/console/sign-in", {
    status: 303,
    headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) },
  });
}

export function loader() {
  return redirect("/console");
}
