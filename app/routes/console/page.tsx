import { data, redirect } from "react-router";
import { ContentEditor } from "~/features/console-content/components";
import { contentFormResolver, contentState } from "~/features/console-content";
import { contentRow, saveContent, unpublishContent, withPicture } from "~/features/console-content/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { refusal } from "~/platform/forms/refusal";
import { refused, refusedForm } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction, type StaffSend } from "../_shared/staff-action.server";
import { requireStaff, rowIdParam } from "../_shared/staff.server";
import { uploadedFiles } from "../_shared/uploads.server";
import { siteValues as siteValuesOf } from "~/platform/tenancy/site-pages.server";
import type { Route } from "./+types/page";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { versionOf } from "~/platform/forms/row-id";

const BLANK = { title: "", description: "", body: "", date: "", image: "", image_alt: "" };

/** /console/pages/new?kind=page|news and /console/pages/:id: a page's or post's editor. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(context, "content.write");
  const siteValues = siteValuesOf(context.get(siteContext).config);
  if (!params.id) {
    const kind = new URL(request.url).searchParams.get("kind") === "news" ? "news" : "page";
    return { id: null, kind, name: "", version: 0, state: null, values: BLANK, siteValues } as const;
  }
  const row = await contentRow(context.get(siteContext), rowIdParam(params.id));
  if (!row) throw data("No such page or post on this site.", { status: 404 });
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    version: row.version,
    state: contentState(row),
    values: { ...BLANK, ...row.draft },
    siteValues,
  };
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "content.write",
    (send) => answerContentSend(args, send),
    (send, written) =>
      args.params.id || !written.entityId
        ? { done: send.intent === "publish" ? PUBLISHED : SAVED }
        : redirect(`/console/pages/${written.entityId}`),
  );
}

const PUBLISHED = "Published: every visitor sees it now.";
const SAVED = "Saved as a draft: the site is unchanged until you publish.";

async function answerContentSend({ request, params, context }: Route.ActionArgs, send: StaffSend) {
  const { staff, scope, form, intent } = send;
  const id = params.id ? rowIdParam(params.id) : null;
  if (intent === "unpublish" && id !== null) {
    const taken = await unpublishContent(scope, staff, id);
    return taken.ok ? { done: "Taken off the site: its draft is kept here." } : refused(taken);
  }
  const stored = id !== null ? await contentRow(scope, id) : null;
  if (id !== null && !stored) return refused(refusal("not-found", "No such page or post on this site."));
  const kind = stored?.kind ?? (new URL(request.url).searchParams.get("kind") === "news" ? "news" : "page");
  const submission = send.read(contentFormResolver(kind, id === null));
  if (submission.status !== "success") return refusedForm(submission);
  const [file] = await uploadedFiles(form.files("picture").slice(0, 1));
  const pictured = await withPicture(scope, context.get(platformContext).media, form.value, file);
  if (!pictured.ok) return refused(refusal("invalid", pictured.error, { picture: pictured.error }), submission);
  const target =
    id !== null ? { id, version: versionOf(form.value("version")) } : ({ kind, name: form.value("name") } as const);
  const saved = await saveContent(scope, staff, target, pictured.get, intent === "publish");
  if (!saved.ok) return refused(saved, submission);
  if (id === null) return redirect(`/console/pages/${saved.id}`);
  return { done: intent === "publish" ? PUBLISHED : SAVED };
}

/** A page or post whose save gets no answer stays typed, with a retry that saves it once. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Page · Console" }];
}

export default function ConsolePage({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditor key={`${loaderData.id}-${loaderData.version}`} data={loaderData} outcome={actionData} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
