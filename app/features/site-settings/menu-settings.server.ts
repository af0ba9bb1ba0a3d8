import type { StaffMember } from "~/features/staff";
import { SiteConfigSchema } from "~/platform/tenancy/site-config";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { readFooterForm, readHeaderForm } from "./menu-form";
import { settingsDraft, STALE, writeDraft, type SettingsWrite } from "./settings.server";

/** A count the form sent, within reason (a menu of hundreds is a mistake, not a menu). */
const count = (raw: string) => Math.min(200, Math.max(0, Math.trunc(Number(raw)) || 0));

/** Saves the header menu and the footer's groups into the draft, each wrong row named beside it. */
export async function saveMenus(
  scope: SiteScope,
  staff: StaffMember,
  revision: number,
  get: (name: string) => string,
): Promise<SettingsWrite> {
  const draft = await settingsDraft(scope);
  if (draft.revision !== revision) return { ok: false, status: 409, error: STALE };
  const header = readHeaderForm(get, count(get("header_count")));
  const footer = readFooterForm(get, count(get("footer_groups")), (g) => count(get(`footer.${g}.link_count`)));
  const errors = { ...header.errors, ...footer.errors };
  if (Object.keys(errors).length)
    return { ok: false, status: 400, error: "Some menu rows need a look: each says what is wrong.", fields: errors };
  const navigation = { ...(draft.config.navigation as object), header: header.menu, footer: footer.footer };
  const parsed = SiteConfigSchema.safeParse({ ...draft.config, navigation });
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "),
    };
  return writeDraft(scope, staff, draft, parsed.data as unknown as Record<string, unknown>, "menus");
}
