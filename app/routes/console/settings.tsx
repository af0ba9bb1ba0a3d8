import { data } from "react-router";
import { settingsAreas } from "~/features/site-settings";
import { SettingsPage } from "~/features/site-settings/components";
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
} from "~/features/site-settings/index.server";
import { platformContext, siteContext } from "~/platform/http/context";
import { readListForm, UNREADABLE_FORM } from "~/platform/http/request-body.server";
import { uploadedFiles } from "../_shared/uploads.server";
import { draftPageStatus, previewCookie } from "../_shared/settings-preview.server";
import { requireStaff } from "../_shared/staff.server";
import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { Route } from "./+types/settings";

/** /console/settings?area=: the site's settings, one area at a time, edited in a draft. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context, "settings.write");
  const scope = context.get(siteContext);
  const params = new URL(request.url).searchParams;
  const { area, draft, fields } = await areaFields(scope, params.get("area") ?? "");
  const yards = area.key === "locations" ? await locationsDraft(scope, params.get("location")) : null;
  const words = settingWords();
  return {
    areas: settingsAreas.map(({ key, title }) => ({ key, title })),
    area: { key: area.key, title: area.title },
    fields: fields.map((f) => ({ ...f, words: words.get(f.path) })),
    revision: draft.revision,
    published: draft.published,
    base: draft.base,
    open: draft.open,
    previewing: Boolean(await previewCookie.parse(request.headers.get("cookie"))),
    locations: yards ? { yards: yards.yards, yard: yards.yard, revision: draft.revision } : null,
    menus:
      area.key === "navigation"
        ? { ...(draft.config as unknown as SiteConfig).navigation, revision: draft.revision }
        : null,
    logo: area.key === "theme" ? (draft.config as { theme: { logo: { src: string; alt: string } } }).theme.logo : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context, "settings.write");
  const scope = context.get(siteContext);
  const form = await readListForm(request);
  if (!form) return data({ error: UNREADABLE_FORM }, { status: 400 });
  const intent = form.value("intent");
  const revision = Number(form.value("revision"));
  if (intent === "preview-on" || intent === "preview-off")
    return data(
      { done: intent === "preview-on" ? "Previewing: the site shows you the draft (and only you)." : "Preview off." },
      {
        headers: {
          "Set-Cookie": await previewCookie.serialize(intent === "preview-on" ? "1" : "", {
            maxAge: intent === "preview-on" ? 3600 : 0,
          }),
        },
      },
    );
  const result =
    intent === "save"
      ? await saveSettings(scope, staff, form.value("area"), revision, form.value)
      : intent === "menus"
        ? await saveMenus(scope, staff, revision, form.value)
        : intent === "location"
          ? await saveLocation(scope, staff, form.value("location"), revision, form.value)
          : intent === "logo"
            ? await setDraftLogo(
                scope,
                staff,
                context.get(platformContext).media,
                revision,
                await oneFile(form.files("logo")),
              )
            : intent === "publish"
              ? await publishSettings(scope, staff, revision, await draftPageStatus(request, context))
              : intent === "discard"
                ? await discardSettings(scope, staff)
                : ({ ok: false, status: 400, error: "Choose what to do." } as SettingsWrite);
  if (!result.ok) return data({ error: result.error, fields: result.fields }, { status: result.status });
  const done =
    intent === "save" || intent === "logo" || intent === "location" || intent === "menus"
      ? "Saved to the draft. Preview it, or publish it to put it on the website."
      : intent === "publish"
        ? `Published: every visitor sees version ${result.number} now.`
        : "The draft is gone; the website is unchanged.";
  return { done };
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
