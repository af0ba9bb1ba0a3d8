import { data, redirect } from "react-router";
import { readOfferForm } from "~/features/offers";
import { OfferEditor } from "~/features/offers/console-components";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused, refusedForm } from "../_shared/answers.server";
import { consoleOffer, removeOffer, saveOffer } from "~/features/offers/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { requireStaff, rowIdParam } from "../_shared/staff.server";
import { uploadedFiles } from "../_shared/uploads.server";
import type { Route } from "./+types/offer";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction, type StaffSend } from "../_shared/staff-action.server";

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
  const offer = await consoleOffer(context.get(siteContext), rowIdParam(params.id));
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

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "content.write",
    (send) => answerOfferSend(args, send),
    (_, written) => redirect(written.entityId ? `/console/offers/${written.entityId}` : "/console/offers"),
  );
}

async function answerOfferSend({ params, context }: Route.ActionArgs, send: StaffSend) {
  const { staff, scope, form, intent } = send;
  const id = params.id ? rowIdParam(params.id) : null;
  if (intent === "remove" && id !== null) {
    const removed = await removeOffer(scope, staff, id);
    return removed.ok ? redirect("/console/offers") : refused(removed);
  }
  const submission = send.read(readOfferForm);
  if (submission.status !== "success") return refusedForm(submission);
  const [image] = await uploadedFiles(form.files("image").slice(0, 1));
  const saved = await saveOffer(scope, staff, context.get(platformContext).media, id, submission.value, image ?? null);
  return saved.ok ? redirect(`/console/offers/${saved.id}`) : refused(saved, submission);
}

/** A send that gets no answer keeps what was typed, with a retry (decision 018). */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.values.name || "New offer"} · Offers · Console` }];
}

export default function ConsoleOffer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OfferEditor
      key={loaderData.id ?? "new"}
      id={loaderData.id}
      values={loaderData.values}
      outcome={actionData as FormAnswer | undefined}
    />
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
