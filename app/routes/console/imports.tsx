import { redirect } from "react-router";
import { formatFromFileName, isInventoryFormat } from "~/features/inventory";
import { ImportsPage } from "~/features/inventory/components";
import {
  addFeed,
  fetchFeed,
  previewUpload,
  recentRuns,
  removeFeed,
  runFeed,
  siteFeeds,
} from "~/features/inventory/index.server";
import { siteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { formatSiteDateTime } from "~/platform/text/dates";
import { servicesContext } from "~/services.server";
import { refusal } from "~/platform/forms/refusal";
import type { FormAnswer } from "~/ui/not-sent-alert";
import { refused } from "../_shared/answers.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { requireStaff } from "../_shared/staff.server";
import type { Route } from "./+types/imports";
import { ConsoleErrorBoundary } from "~/features/console/components";

/** /console/imports: preview a file or feed before it changes anything; the scheduled feeds; the latest runs. */
export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context, "stock.write");
  const scope = context.get(siteContext);
  const zone = scope.config.time_zone;
  const [runs, feeds] = await Promise.all([recentRuns(scope, 50), siteFeeds(scope)]);
  const rows = runs.map((r) => ({ ...r, when: formatSiteDateTime(r.created_at, zone) }));
  return {
    runs: rows,
    feeds: feeds.map((f) => ({
      id: f.id,
      url: f.url,
      format: f.format,
      schedule: f.schedule,
      full_feed: f.full_feed,
      next_run: formatSiteDateTime(f.next_run_at, zone),
      last: rows.find((r) => r.source === "feed" && r.file_name === f.url) ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "stock.write");
  const scope = context.get(siteContext);
  const { runner } = context.get(servicesContext).feeds;
  const { allowPrivate } = runner;
  const form = await readListForm(request);
  if (!form) return refused(refusal("invalid", UNREADABLE_FORM));
  const intent = form.value("intent");
  const fullFeed = form.value("full_feed") !== "";
  const chosen = form.value("format");
  const format = isInventoryFormat(chosen) ? chosen : undefined;
  if (intent === "preview") {
    const [file] = form.files("file");
    const url = form.value("url").trim();
    let upload: { fileName: string; text: string; format: ReturnType<typeof formatFromFileName> };
    if (file)
      upload = { fileName: file.name, text: await file.text(), format: format ?? formatFromFileName(file.name) };
    else if (url) {
      const fetched = await fetchFeed(url, { allowPrivate, format });
      if (!fetched.ok) return refused(refusal("invalid", fetched.error));
      upload = { fileName: url, text: fetched.text, format: fetched.format };
    } else return refused(refusal("invalid", "Choose a file or give a feed address."));
    if (!upload.format)
      return refused(refusal("invalid", `Cannot tell the format of ${upload.fileName}: choose CSV, JSON or NDJSON.`));
    const previewed = await previewUpload(scope, staff, { ...upload, format: upload.format, fullFeed });
    if (!previewed.ok) return refused(refusal("invalid", previewed.error));
    return redirect(`/console/imports/${previewed.runId}`);
  }
  if (intent === "add-feed") {
    const url = form.value("url").trim();
    const schedule = form.value("schedule") === "hourly" ? "hourly" : "daily";
    if (!/^https?:\/\//.test(url))
      return refused(refusal("invalid", "A feed address starts with https:// or http://."));
    const added = await addFeed(scope, staff, { url, format: format ?? "csv", schedule, fullFeed });
    return added.ok ? {} : refused(refusal("invalid", added.error));
  }
  if (intent !== "remove-feed" && intent !== "run-feed") return refused(refusal("invalid", "Choose what to do."));
  const feed = (await siteFeeds(scope)).find((f) => f.id === Number(form.value("feed")));
  if (!feed) return refused(refusal("not-found", "No such feed on this site."));
  if (intent === "remove-feed") await removeFeed(scope, staff, feed.id);
  else await runFeed(scope, feed, runner, staff);
  return {};
}

/** A file whose upload gets no answer stays chosen, with a retry. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Imports · Console" }];
}

export default function ConsoleImports({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportsPage runs={loaderData.runs} feeds={loaderData.feeds} outcome={actionData as FormAnswer | undefined} />;
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
