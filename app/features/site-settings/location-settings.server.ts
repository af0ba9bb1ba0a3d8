import type { StaffMember } from "~/features/staff";
import type { LocationEntry } from "~/platform/tenancy/location-config";
import { SiteConfigSchema } from "~/platform/tenancy/site-config";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { checkSiteConfig, otherSiteClaims } from "~/platform/tenancy/site-versions.server";
import { locationErrors, locationOfForm } from "./location-form";
import { settingsDraft, STALE, writeDraft, type SettingsWrite } from "./settings.server";

const yardsOf = (config: Record<string, unknown>) =>
  ((config.locations as { list?: LocationEntry[] } | undefined)?.list ?? []) as LocationEntry[];

/** The yards as the draft holds them, and the one asked for (else the first). */
export async function locationsDraft(scope: SiteScope, slug: string | null) {
  const draft = await settingsDraft(scope);
  const yards = yardsOf(draft.config);
  return {
    draft,
    yards: yards.map(({ slug, name, visible }) => ({ slug, name, visible })),
    yard: yards.find((y) => y.slug === slug) ?? yards[0] ?? null,
  };
}

/**
 * Saves one yard's details, hours and holidays into the draft, if it is still at the revision the
 * form was opened at. Each invalid value is refused beside its field; nothing is written then.
 */
export async function saveLocation(
  scope: SiteScope,
  staff: StaffMember,
  slug: string,
  revision: number,
  get: (name: string) => string,
): Promise<SettingsWrite> {
  const draft = await settingsDraft(scope);
  if (draft.revision !== revision) return { ok: false, status: 409, error: STALE };
  const yards = yardsOf(draft.config);
  const index = yards.findIndex((y) => y.slug === slug);
  if (index === -1) return { ok: false, status: 404, error: `This site has no location ${slug}.` };
  const list = yards.map((y, i) => (i === index ? locationOfForm(y, get) : y));
  const config = { ...draft.config, locations: { ...(draft.config.locations as object), list } };
  const parsed = SiteConfigSchema.safeParse(config);
  if (!parsed.success) {
    const fields = locationErrors(parsed.error.issues, index);
    const error = Object.keys(fields).length
      ? "Some details need a look: each says what is wrong."
      : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    return { ok: false, status: 400, error, fields };
  }
  const checked = checkSiteConfig(parsed.data, scope.config.slug, await otherSiteClaims(scope.db, scope.siteId));
  if (!checked.ok) return { ok: false, status: 400, error: checked.error };
  return writeDraft(scope, staff, draft, parsed.data as unknown as Record<string, unknown>, `location ${slug}`);
}
