import { data, redirect } from "react-router";
import { spin, spinPage, type SpinPage } from "~/features/promotions/index.server";
import { siteContext, type RouteContext } from "~/platform/http/context";
import { servicesContext } from "~/services.server";
import { requireShopper } from "./_shared/shopper.server";
import { visitOf } from "./_shared/visit.server";

/** /spin-to-win (spec 001 sections 2 and 6): the site's prize wheel, always gated by sign-in. */
export async function loadSpinPage(request: Request, context: RouteContext): Promise<SpinPage> {
  const shopper = await requireShopper(request, context, "spin-to-win");
  const page = await spinPage(context.get(siteContext), shopper);
  if (!page) throw data("Not found", { status: 404 });
  return page;
}

/** Spin, once per shopper, then back to the wheel to see the prize. */
export async function answerSpin(request: Request, context: RouteContext) {
  const shopper = await requireShopper(request, context, "spin-to-win");
  const visit = await visitOf(request, context);
  const spun = await spin(context.get(siteContext), context.get(servicesContext).leads, shopper, {
    url: request.url,
    userAgent: visit.userAgent,
    trail: visit.trail,
  });
  if (spun === "none") throw data("Not found", { status: 404 });
  return redirect("/spin-to-win", 303);
}
