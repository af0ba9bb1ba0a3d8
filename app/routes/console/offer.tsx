import { data, redirect } from "react-router";
import { OfferEditor } from "~/features/offers/console-components";
import { consoleOffer, removeOffer, saveOffer } from "~/features/offers/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { requireStaff } from "../_shared/staff.server";
import { uploadedFiles } from "../_shared/uploads.server";
import type { Route } from "./+types/offer";
import { ConsoleErrorBoundary } from "~/features/console/components";

const BLANK = {
  name: "",
  description: "",
  disclaimer: "",
  category: "",
  price: "",
  starts_on: "",
  ends_on: "",
  published: false,
  image: null,
};

/** /console/offers/new and /console/offers/:id: an offer's form. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.write");
  if (!params.id) return { id: null, values: BLANK };
  const offer = await consoleOffer(context.get(siteContext), Number(params.id));
  if (!offer) throw data("No such offer on this site.", { status: 404 });
  return {
    id: offer.id,
    values: {
      name: offer.name,
      description: offer.description,
      disclaimer: offer.disclaimer,
      category: offer.category ?? "",
      price: offer.price === null ? "" : String(offer.price),
      starts_on: offer.starts_on ?? "",
      ends_on: offer.ends_on ?? "",
      published: offer.published,
      image: offer.image_url,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "content.write");
  const scope = context.get(siteContext);
  const form = await readListForm(request);
  if (!form) return data({ error: UNREADABLE_FORM }, { status: 400 });
  const id = params.id ? Number(params.id) : null;
  if (form.value("intent") === "remove" && id !== null) {
    const removed = await removeOffer(scope, staff, id);
    return removed.ok ? redirect("/console/offers") : data({ error: removed.error }, { status: removed.status });
  }
  const [image] = await uploadedFiles(form.files("image").slice(0, 1));
  const fields = {
    ...Object.fromEntries(
      ["name", "description", "disclaimer", "category", "price", "starts_on", "ends_on"].map((n) => [n, form.value(n)]),
    ),
    published: form.value("published") !== "",
  };
  const saved = await saveOffer(scope, staff, context.get(platformContext).media, id, fields, image ?? null);
  if (saved.ok) return redirect(`/console/offers/${saved.id}`);
  return data({ error: saved.error, fields: saved.fields }, { status: saved.status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.values.name || "New offer"} · Offers · Console` }];
}

export default function ConsoleOffer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OfferEditor key={loaderData.id ?? "new"} id={loaderData.id} values={loaderData.values} outcome={actionData} />
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
