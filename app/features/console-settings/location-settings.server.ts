import type { StaffMember } from "~/features/console-staff";
import type { LocationEntry } from "~/platform/tenancy/location-config";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { locationErrors, locationOfForm } from "./location-form";
import { saveDraftChange, settingsDraft, type SettingsWrite } from "./settings.server";

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

/** Saves one yard's details, hours and holidays into the draft, each invalid value refused beside its field. */
export function saveLocation(
  scope: SiteScope,
  staff: StaffMember,
  slug: string,
  revision: number,
  get: (name: string) => string,
): Promise<SettingsWrite> {
  return saveDraftChange(scope, staff, revision, `location ${slug}`, (config) => {
    const yards = yardsOf(config);
    const index = yards.findIndex((y) => y.slug === slug);
    const list = yards.map((y, i) => (i === index ? locationOfForm(y, get) : y));
    return {
      config: { ...config, locations: { ...(config.locations as object), list } },
      fieldsOf: (issues) => locationErrors(issues, index),
      refusal: "Some details need a look: each says what is wrong.",
      notFound: index === -1 ? `This site has no location ${slug}.` : undefined,
    };
  });
}
