import { data } from "react-router";
import { answerLeadForm } from "~/routes/_shared/lead-answers.server";
import { PageLeadForm } from "~/features/leads/components";
import { generalLeadForm } from "~/features/leads/index.server";
import { HolidayHours, HoursTable } from "~/features/locations/components";
import { locationPage } from "~/features/locations/index.server";
import { personalHeaders } from "~/platform/http/personal";
import { shareImageUrl } from "~/platform/images/image-url";
import { siteContext, type RouteContext } from "~/platform/http/context";
import { buttonClass } from "~/ui/button";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { telHref } from "~/ui/format";
import { JsonLd } from "~/ui/json-ld";
import { socialMeta } from "~/ui/social-meta";
import type { Route } from "./+types/location";
import { keepSentForm, sentOrKept } from "./_shared/keep-typed";

async function pageOf(request: Request, context: RouteContext, slug: string) {
  const scope = context.get(siteContext);
  const location = await locationPage(scope, slug);
  if (!location) throw data(null, { status: 404 });
  const form = await generalLeadForm(scope);
  const dealership = form.spec.dealerships.find((d) => d.value === location.dealershipSlug)?.value;
  return {
    location,
    form: {
      ...form,
      action: new URL(request.url).pathname,
      defaults: dealership ? { dealership_slug: dealership } : {},
    },
  };
}

/** /contact-us/{slug} and /our-location/{slug}: one location with its map, hours and a contact form (spec 001 section 2). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return pageOf(request, context, params.slug);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerLeadForm(request, context, (await pageOf(request, context, params.slug)).form);
}

/** A send that gets no answer keeps the form and what was typed (decision 018). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => sentOrKept(serverAction, request);
export const shouldRevalidate = keepSentForm;

/** The contact form carries its one-time token. */
export const headers = personalHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const { card, url, picture } = loaderData.location;
  const title = `${card.name}: contact, hours and directions`;
  const description = `${card.name}, ${card.address}. Opening hours, phone and directions.`;
  return [
    { title },
    { name: "description", content: description },
    ...socialMeta({
      type: "website",
      title,
      description,
      url,
      image: { url: shareImageUrl(picture.src, url), alt: picture.alt },
    }),
  ];
}

export default function Location({ loaderData, actionData }: Route.ComponentProps) {
  const { location, form } = loaderData;
  const { card } = location;
  const box = `${location.long - 0.01}%2C${location.lat - 0.006}%2C${location.long + 0.01}%2C${location.lat + 0.006}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{card.type}</p>
      <h1 className="text-3xl font-bold">{card.name}</h1>
      <JsonLd value={location.structuredData} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-label="Visit us" className="space-y-4">
          <iframe
            title={`Map of ${card.name}`}
            src={`https://www.openstreetmap.org/export/embed.html?bbox=${box}&marker=${location.lat}%2C${location.long}`}
            loading="lazy"
            className="h-64 w-full rounded-lg border border-muted"
          />
          <p>{card.address}</p>
          <p className="font-semibold">
            {card.phone ? <a href={telHref(card.phone)}>{card.phone}</a> : "Phone not available"}
          </p>
          {card.licences.length ? <p className="text-sm text-muted-foreground">{card.licences.join(" · ")}</p> : null}
          <a href={card.directions} target="_blank" rel="noreferrer" className={buttonClass()}>
            Get Directions
          </a>
          <div className="grid gap-4 sm:grid-cols-2">
            {location.hours.map((h) => (
              <div key={h.type}>
                <HoursTable rows={h.rows} caption={`${h.type} hours`} />
                {h.phone ? (
                  <p className="mt-1 text-sm">
                    {h.type}: <a href={telHref(h.phone)}>{h.phone}</a>
                  </p>
                ) : null}
              </div>
            ))}
          </div>
          <HolidayHours holidays={location.holidays} />
        </section>
        <section aria-labelledby="location-contact" className="rounded-lg border border-muted-foreground/20 p-5">
          <h2 id="location-contact" className="mb-4 text-xl font-bold">
            Contact {card.name}
          </h2>
          <PageLeadForm page={form} result={actionData} />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
