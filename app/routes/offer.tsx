import { data, redirect } from "react-router";
import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { PageLeadForm } from "~/features/leads/components";
import { generalLeadForm } from "~/features/leads/index.server";
import { offerPage } from "~/features/offers/index.server";
import { OfferView } from "~/features/offers/components";
import { siteContext, type RouteContext } from "~/platform/http/context";
import { personalHeaders } from "~/platform/http/personal";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { shareImageUrl } from "~/platform/images/image-url";
import { socialMeta } from "~/ui/social-meta";
import type { Route } from "./+types/offer";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";

async function pageOf(request: Request, context: RouteContext, params: { id: string; manufacturer?: string }) {
  const scope = context.get(siteContext);
  const offer = await offerPage(scope, Number(params.id), params.manufacturer ?? null);
  if (!offer) throw data(null, { status: 404 });
  const path = new URL(request.url).pathname;
  // One offer, one address: /offers/{id} of a maker's offer goes to /offers/{manufacturer}/{id}.
  if (path !== offer.canonical) throw redirect(offer.canonical, 301);
  const form = await generalLeadForm(scope);
  return {
    offer,
    origin: scope.config.url.replace(/\/+$/, ""),
    form: {
      ...form,
      action: offer.canonical,
      defaults: { category: "Sales Enquiry", message: `I'm interested in the ${offer.name} offer.` },
    },
  };
}

/** /offers/{id} and /offers/{manufacturer}/{id}: one offer with its enquiry (spec 001 section 2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return pageOf(request, context, params);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerLeadForm(request, context, (await pageOf(request, context, params)).form);
}

/** A send that gets no answer keeps the form and what was typed (decision 018). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sentOrKept(serverAction, request);
export const shouldRevalidate = keepSentForm;

export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const { offer, origin } = loaderData;
  const description = offer.description.slice(0, 160);
  const url = `${origin}${offer.canonical}`;
  const image = offer.image ? { url: shareImageUrl(offer.image, url), alt: offer.name } : null;
  return [
    { title: offer.name },
    { name: "description", content: description },
    ...socialMeta({ type: "website", title: offer.name, description, url, image }),
  ];
}

export default function Offer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <OfferView offer={loaderData.offer} />
      <section
        id="offer-enquiry"
        aria-labelledby="offer-enquiry-heading"
        className="mt-10 max-w-3xl scroll-mt-24 rounded-lg border border-muted-foreground/20 p-5"
      >
        <h2 id="offer-enquiry-heading" className="mb-4 text-xl font-bold">
          Enquire about this offer
        </h2>
        <PageLeadForm page={loaderData.form} result={actionData} />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
