import { redirect } from "react-router";
import { BudgetFinder } from "~/features/listing/components";
import { budgetSearchFor, loadBudgetFinder } from "~/features/listing/index.server";
import { siteContext } from "~/platform/http/context";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/budget";

/** The budget finder sent without scripts: to the search its budget buys, or back to the finder saying nothing is in reach. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const finder = await loadBudgetFinder(context.get(siteContext), new URL(request.url).searchParams);
  const search = budgetSearchFor(finder);
  if (search) throw redirect(search);
  return { finder };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  return [
    { title: `Find ${loaderData?.finder.words.many ?? "cars"} for your budget${site?.name ? ` | ${site.name}` : ""}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Budget({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-4">
      <BudgetFinder finder={loaderData.finder} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
