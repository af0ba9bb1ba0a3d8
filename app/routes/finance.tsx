import { useNavigation } from "react-router";
import { answerFinanceForm, loadFinancePage } from "./finance.server";
import { FinanceForm, FinanceSideCard, GetFinanceNow } from "~/features/finance/components";
import { POPUP_TITLE } from "~/features/finance";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import type { Route } from "./+types/finance";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";

/** /finance, /finance-enquiry, /apply-for-finance and /personalised/finance: the finance form page (spec 001 section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFinancePage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerFinanceForm(request, context, await loadFinancePage(request, context, "action"));
}

/** A send that gets no answer keeps the form and what was typed, with plain words and a retry. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return sentOrKept(serverAction, request, (kept) => ({
    reply: kept,
    step: 2 as const,
    // The code field is on screen once a code went out: it stays, with the code typed in it.
    sent: "code" in kept.initialValue,
  }));
}

export const shouldRevalidate = keepSentForm;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData as { name?: string } | undefined;
  const subject = loaderData?.car ? `Finance for the ${loaderData.car.name}` : "Apply for finance";
  return [
    { title: `${subject}${site?.name ? ` | ${site.name}` : ""}` },
    {
      name: "description",
      content: "Get an instant estimate and apply for finance online in minutes, with no impact on your credit score.",
    },
  ];
}

export default function Finance({ loaderData: page, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">
        {page.popup ? POPUP_TITLE : page.car ? `Finance for the ${page.car.name}` : "Apply for finance"}
      </h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Get an instant estimate, verify your mobile and apply with our finance partner in minutes. Checking your
        estimate has no impact on your credit score.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section id="finance-form" aria-label="Your finance application" className="scroll-mt-24">
          <FinanceForm page={page} result={actionData} busy={navigation.state !== "idle"} />
          {page.disclaimer ? <p className="mt-6 text-xs text-muted-foreground">{page.disclaimer}</p> : null}
        </section>
        <aside className="lg:row-start-1 lg:col-start-2">
          <FinanceSideCard page={page} />
        </aside>
      </div>
      <GetFinanceNow cars={page.featured} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
