import { siteStockWords } from "~/features/search/index.server";
import { data } from "react-router";
import { isOwnerOnly, menusInStockWords, settingsAreas, settingsFormResolver } from "~/features/console-settings";
import { may } from "~/features/console-staff";
import { refusal } from "~/platform/forms/refusal";
import { refused, refusedForm } from "../_shared/answers.server";
import { SettingsPage } from "~/features/console-settings/components";
import {
  areaFields,
  discardSettings,
  locationsDraft,
  publishSettings,
  saveLocation,
  saveMenus,
  saveSettings,
  setDraftLogo,
  settingWords,
  type SettingsWrite,
  tellOwnersOfSettings,
} from "~/features/console-settings/index.server";
import { servicesContext } from "~/services.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { uploadedFiles } from "../_shared/uploads.server";
import { draftPageStatus, previewCookie } from "../_shared/settings-preview.server";
import { staffSentOrKept } from "../_shared/keep-typed";
import { staffAction, type StaffSend } from "../_shared/staff-action.server";
import { requireStaff } from "../_shared/staff.server";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { Route } from "./+types/settings";
import { ConsoleErrorBoundary } from "~/features/console/components";
import { versionOf } from "~/platform/forms/row-id";

/** /console/settings?area=: the site's settings, one area at a time, edited in a draft. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context, "settings.write");
  const owner = may(staff, "settings.owner");
  const scope = context.get(siteContext);
  const params = new URL(request.url).searchParams;
  const { area, draft, fields } = await areaFields(scope, params.get("area") ?? "");
  const yards = area.key === "locations" ? await locationsDraft(scope, params.get("location")) : null;
  const words = settingWords();
  return {
    areas: settingsAreas.map(({ key, title }) => ({ key, title })),
    area: { key: area.key, title: area.title },
    fields: fields.map((f) => ({ ...f, words: words.get(f.path), ownerOnly: !owner && isOwnerOnly(f.path) })),
    revision: draft.revision,
    published: draft.published,
    base: draft.base,
    open: draft.open,
    previewing: Boolean(await previewCookie.parse(request.headers.get("cookie"))),
    locations: yards ? { yards: yards.yards, yard: yards.yard, revision: draft.revision } : null,
    menus:
      area.key === "navigation"
        ? {
            ...menusInStockWords((draft.config as unknown as SiteConfig).navigation, await siteStockWords(scope)),
            revision: draft.revision,
          }
        : null,
    logo: area.key === "theme" ? (draft.config as { theme: { logo: { src: string; alt: string } } }).theme.logo : null,
  };
}

export async function action(args: Route.ActionArgs) {
  return staffAction(
    args,
    "settings.write",
    (send) => answerSettingsSend(args, send),
    (send) => ({
      done: doneWords(send.intent),
    }),
  );
}

async function answerSettingsSend({ request, context }: Route.ActionArgs, send: StaffSend) {
  const { intent } = send;
  if (intent === "preview-on" || intent === "preview-off") {
    const on = intent === "preview-on";
    return data(
      { done: on ? "Previewing: the site shows you the draft (and only you)." : "Preview off." },
      { headers: { "Set-Cookie": await previewCookie.serialize(on ? "1" : "", { maxAge: on ? 3600 : 0 }) } },
    );
  }
  if (intent === "save") return saveArea(send);
  const result = await settingsWrite({ request, context }, send);
  if (!result.ok) return refused(result);
  const mail = context.get(servicesContext).staff.mail;
  await tellOwnersOfSettings(mail, send.scope, send.staff, result.number, result.ownerOnly);
  return {
    done: intent === "publish" ? `Published: every visitor sees version ${result.number} now.` : doneWords(intent),
  };
}

/** An area's fields, read by the same schema the browser read them with, saved into the draft. */
async function saveArea({ staff, scope, form, read }: StaffSend) {
  const { area, fields } = await areaFields(scope, form.value("area"));
  const submission = read(settingsFormResolver(fields));
  if (submission.status !== "success") return refusedForm(submission);
  const saved = await saveSettings(scope, staff, area.key, versionOf(form.value("revision")), form.value);
  return saved.ok ? { done: doneWords("save") } : refused(saved, submission);
}

/** One settings write, chosen by the form's intent. */
async function settingsWrite(
  { request, context }: Pick<Route.ActionArgs, "request" | "context">,
  { staff, scope, form, intent }: StaffSend,
): Promise<SettingsWrite> {
  const revision = versionOf(form.value("revision"));
  switch (intent) {
    case "menus":
      return saveMenus(scope, staff, revision, form.value);
    case "location":
      return saveLocation(scope, staff, form.value("location"), revision, form.value);
    case "logo":
      return setDraftLogo(
        scope,
        staff,
        context.get(platformContext).media,
        revision,
        await oneFile(form.files("logo")),
      );
    case "publish":
      return publishSettings(scope, staff, revision, await draftPageStatus(request, context));
    case "discard":
      return discardSettings(scope, staff);
    default:
      return refusal("invalid", "Choose what to do.");
  }
}

function doneWords(intent: string): string {
  if (intent === "publish") return "Published: every visitor sees it now.";
  if (intent === "discard") return "The draft is gone; the website is unchanged.";
  return "Saved to the draft. Preview it, or publish it to put it on the website.";
}

/** A save that gets no answer keeps every typed value on screen, with a retry under the same key. */
export function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return staffSentOrKept(serverAction, request);
}

export function meta() {
  return [{ title: "Settings · Console" }];
}

export default function ConsoleSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      key={`${loaderData.area.key}-${loaderData.locations?.yard?.slug ?? ""}-${loaderData.revision}`}
      data={loaderData}
      outcome={actionData}
    />
  );
}

/** The form's one file, or an empty one the logo's check names. */
async function oneFile(files: File[]) {
  const [file] = await uploadedFiles(files.slice(0, 1));
  return file ?? { name: "(no file)", type: "", bytes: Buffer.alloc(0) };
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return <ConsoleErrorBoundary />;
}
