import { data, Link } from "react-router";
import { financeApplication } from "~/features/finance/index.server";
import { CREDIT_HISTORY_LABELS } from "~/features/finance";
import { siteContext } from "~/platform/http/context";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { buttonClass } from "~/ui/button";
import { formatMoney } from "~/ui/format";
import type { Route } from "./+types/finance-partner";

/**
 * /finance-partner/applications/{reference}: the embedded finance partner's own page, where the
 * shopper lands after applying (a real partner answers with its own address instead).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const application = await financeApplication(context.get(siteContext), params.reference);
  if (!application) throw data(null, { status: 404 });
  return application;
}

/** One shopper's application: never kept by a shared cache. */
export const headers = personalHeaders;

export function meta() {
  return [{ title: "Your finance application" }, { name: "robots", content: "noindex" }];
}

export default function FinancePartnerApplication({ loaderData: app }: Route.ComponentProps) {
  const rows: [string, string][] = [
    ["Applicant", `${app.firstName} ${app.lastName}`],
    ["Mobile", app.phoneNumber],
    ["Purchase price", formatMoney(app.purchasePrice)],
    ["Loan term", `${app.loanTerm} years`],
    ["Credit history", CREDIT_HISTORY_LABELS[app.selfAssessedCreditScore]],
  ];
  if (app.car) rows.push(["Vehicle", app.car]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-12" data-testid="partner-application">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Finance partner</p>
      <h1 className="mt-1 text-3xl font-bold">Application received</h1>
      <p className="mt-3 text-lg">
        Thanks {app.firstName}. Your pre-approval application is with our lending team. A specialist will call you
        within one business day with your personalised rate.
      </p>
      {app.reference ? (
        <p className="mt-3">
          Your reference{" "}
          <strong className="font-mono tracking-wider" data-testid="reference">
            {app.reference}
          </strong>
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-muted p-5">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/search/new-used-and-demo-cars" className={buttonClass({}, "mt-8")}>
        Keep browsing
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
