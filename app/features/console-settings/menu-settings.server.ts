import type { StaffMember } from "~/features/console-staff";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { readFooterForm, readHeaderForm } from "./menu-form";
import { saveDraftChange, type SettingsWrite } from "./settings.server";

/** A count the form sent, within reason (a menu of hundreds is a mistake, not a menu). */
const count = (raw: string) => Math.min(200, Math.max(0, Math.trunc(Number(raw)) || 0));

/** Saves the header menu and the footer's groups into the draft, each wrong row named beside it. */
export function saveMenus(
  scope: SiteScope,
  staff: StaffMember,
  revision: number,
  get: (name: string) => string,
): Promise<SettingsWrite> {
  return saveDraftChange(scope, staff, revision, "menus", (config) => {
    const header = readHeaderForm(get, count(get("header_count")));
    const footer = readFooterForm(get, count(get("footer_groups")), (g) => count(get(`footer.${g}.link_count`)));
    return {
      config: {
        ...config,
        navigation: { ...(config.navigation as object), header: header.menu, footer: footer.footer },
      },
      errors: { ...header.errors, ...footer.errors },
      refusal: "Some menu rows need a look: each says what is wrong.",
    };
  });
}
