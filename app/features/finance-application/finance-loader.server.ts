import { data, redirect } from "react-router";
import { requireShopper } from "~/features/accounts/require-shopper.server";
import { signInGate } from "~/features/accounts/sign-in-gate";
import { platformContext, siteContext, type RouteContext } from "~/platform/context";
import { financePage, type FinancePage } from "./finance-page.server";

/**
 * Which finance page a path is (spec 000 section 2, spec 001 sections 2 and 6): /finance on every
 * site, the site's own /finance-enquiry or /apply-for-finance, and /personalised/finance for a car
 * with an NVIC where the site's NVIC option is on; anything else is a 404, and a personalised page
 * without its option or its NVIC goes to the site's finance page. A gated page asks for sign-in
 * first; only then is the shopper's verified mobile known.
 */
export async function loadFinancePage(
  request: Request,
  context: RouteContext,
  purpose: "page" | "action" = "page",
): Promise<FinancePage> {
  const url = new URL(request.url);
  const scope = context.get(siteContext);
  const { finance } = scope.config;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const personalised = path === "/personalised/finance";
  if (!personalised && path !== "/finance" && path !== finance.page_path) throw data(null, { status: 404 });
  if (personalised && !finance.nvic_finance_option) throw redirect(`${finance.page_path}${url.search}`);
  const gate = signInGate(path, scope.config);
  const shopper = gate ? await requireShopper(request, context, gate) : null;
  const page = await financePage(
    scope,
    context.get(platformContext).outside.financePartner,
    url,
    shopper?.phone ?? null,
    new Date(),
    purpose,
  );
  if (personalised && !page.car?.nvic) throw redirect(`${finance.page_path}${url.search}`);
  return page;
}
