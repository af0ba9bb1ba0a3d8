import { redirect } from "react-router";
import { z } from "zod";
import { parseForm } from "~/platform/http/request-body.server";
import { secureCookiesContext, siteContext } from "~/platform/http/context";
import type { Route } from "./+types/sign-out";
import { routeCookies } from "./_shared/route-cookies.server";

const Body = z.object({ everywhere: z.string().optional() });

/**
 * POST /sign-out: ends the shopper's session on this site (with `everywhere=1`, every session they
 * have on it: other browsers and devices too) and goes home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await parseForm(request, Body);
  const everywhere = body.success && body.data.everywhere === "1";
  const cleared = await routeCookies(context).sessions.end(
    context.get(siteContext).siteId,
    request.headers.get("cookie"),
    context.get(secureCookiesContext),
    everywhere,
  );
  return redirect("/", { status: 303, headers: { "Set-Cookie": cleared } });
}

export function loader() {
  return redirect("/");
}
