import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { may, type StaffMember } from "~/features/console-staff";
import { recordAudit } from "~/features/console-staff/index.server";
import { site_config_drafts, site_config_versions, sites, staff_users } from "~/platform/db/schema";
import { mediaKeysIn, mediaPath, type MediaStore } from "~/platform/media/media-store";
import { takeLogo, type UploadedFile } from "~/platform/media/photo-intake.server";
import { SiteConfigSchema } from "~/platform/tenancy/site-config";
import { storedLocationList } from "~/platform/tenancy/site-locations.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import {
  checkSiteConfig,
  otherSiteClaims,
  publishSiteConfig,
  restoreSiteVersion,
  siteVersions,
} from "~/platform/tenancy/site-versions.server";
import { keyPages, keyPagesDraw } from "./publish-check.server";
import { OWNER_ONLY_WORDS, ownerOnlyChanges, ownerOnlyWords } from "./owner-settings";
import { applySettings, configDiff, settingFields, settingsAreas, type JsonSchema } from "./settings-form";
import { refusal, type Refusal } from "~/platform/forms/refusal";
import { commitMedia, stageMedia } from "~/platform/media/staged-media.server";

/** A write's outcome; a published or restored version says which owner-only settings it changed, for the owners' e-mail. */
export type SettingsWrite = { ok: true; number?: number; ownerOnly?: OwnerOnlyChange[] } | Refusal;
type OwnerOnlyChange = ReturnType<typeof ownerOnlyChanges>[number];

const STALE =
  "Someone else saved these settings after you opened them: reload to see theirs, then make your change again.";

let jsonSchema: JsonSchema | undefined;
/** The site-config schema as JSON Schema, made once: what the editor draws its fields from. */
export function settingsSchema(): JsonSchema {
  return (jsonSchema ??= z.toJSONSchema(SiteConfigSchema, { io: "input", unrepresentable: "any" }) as JsonSchema);
}

async function publishedNumber(scope: SiteScope): Promise<number> {
  const [row] = await scope.db
    .select({ number: site_config_versions.number })
    .from(sites)
    .innerJoin(site_config_versions, eq(site_config_versions.id, sites.published_version_id))
    .where(eq(sites.id, scope.siteId));
  return row?.number ?? 0;
}

/** The settings being edited: the site's draft, or a fresh one from what is published; either with the site's yards. */
export async function settingsDraft(scope: SiteScope) {
  const [draft] = await scope.db.select().from(site_config_drafts).where(eq(site_config_drafts.site_id, scope.siteId));
  const published = await publishedNumber(scope);
  const config = await withYards(scope, draft?.config ?? (scope.config as unknown as Record<string, unknown>));
  if (draft) return { config, revision: draft.revision, base: draft.base_number, published, open: true };
  return { config, revision: 0, base: published, published, open: false };
}

export type SettingsDraft = Awaited<ReturnType<typeof settingsDraft>>;

/** A configuration from before yards were part of it gets the stored ones, to edit. */
async function withYards(scope: SiteScope, config: Record<string, unknown>): Promise<Record<string, unknown>> {
  const locations = (config.locations ?? {}) as { list?: unknown };
  if (locations.list) return config;
  const list = await storedLocationList(scope.db, scope.siteId);
  return list ? { ...config, locations: { ...locations, list } } : config;
}

/** The draft as a configuration, for this staff member's preview; null when there is none. */
export async function previewConfig(scope: SiteScope) {
  const [draft] = await scope.db
    .select({ config: site_config_drafts.config })
    .from(site_config_drafts)
    .where(eq(site_config_drafts.site_id, scope.siteId));
  const parsed = draft ? SiteConfigSchema.safeParse(draft.config) : null;
  return parsed?.success ? parsed.data : null;
}

/** The fields of one area as the draft holds them. */
export async function areaFields(scope: SiteScope, areaKey: string) {
  const area = settingsAreas.find((a) => a.key === areaKey) ?? settingsAreas[0]!;
  const draft = await settingsDraft(scope);
  return { area, draft, fields: settingFields(settingsSchema(), draft.config, area.keys) };
}

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** What one editor makes of its form: the whole configuration, and what it found wrong reading it. */
export interface DraftChange {
  config: Record<string, unknown>;
  errors?: Record<string, string>;
  /** The form's name for each of the schema's complaints (by default its path). */
  fieldsOf?: (issues: Issues) => Record<string, string>;
  /** The sentence above a form with something wrong ("Some settings need a look: ..."). */
  refusal: string;
  /** Set when what the form edits is not in the draft: nothing is written. */
  notFound?: string;
}

const byPath = (issues: Issues) => {
  const named: Record<string, string> = {};
  for (const issue of issues) named[issue.path.join(".")] ??= issue.message;
  return named;
};

/**
 * Every editor's save: into the draft, if the draft is still at the revision the form was opened
 * at (else a colleague saved first: nothing is written). An invalid value is refused with its field
 * named; the draft only ever holds a configuration that could be published.
 */
export async function saveDraftChange(
  scope: SiteScope,
  staff: StaffMember,
  revision: number,
  what: string,
  change: (config: Record<string, unknown>) => DraftChange,
): Promise<SettingsWrite> {
  const draft = await settingsDraft(scope);
  const { config, errors = {}, fieldsOf = byPath, refusal: refusalWords, notFound } = change(draft.config);
  // Who may change it comes before whether the form is current: a manager is told it is not theirs.
  const notTheirs = ownerOnlyRefusal(staff, draft.config, config, (words) => `Only an owner can change ${words}.`);
  if (notTheirs) return notTheirs;
  if (draft.revision !== revision) return refusal("conflict", STALE);
  if (notFound) return refusal("not-found", notFound);
  const parsed = SiteConfigSchema.safeParse(config);
  if (!parsed.success || Object.keys(errors).length) {
    const fields = { ...(parsed.success ? {} : fieldsOf(parsed.error.issues)), ...errors };
    const error = Object.keys(fields).length
      ? refusalWords
      : parsed.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    return refusal("invalid", error, fields);
  }
  const checked = checkSiteConfig(parsed.data, scope.config.slug, await otherSiteClaims(scope.db, scope.siteId));
  if (!checked.ok) {
    // "domains: x is already bravo's": the same words beside the field they name.
    const [field, ...words] = checked.error.split(": ");
    return refusal("invalid", checked.error, words.length ? { [field!]: words.join(": ") } : undefined);
  }
  return writeDraft(scope, staff, draft, parsed.data as unknown as Record<string, unknown>, what);
}

/** Saves one area's fields into the draft. */
export function saveSettings(
  scope: SiteScope,
  staff: StaffMember,
  areaKey: string,
  revision: number,
  get: (path: string) => string,
): Promise<SettingsWrite> {
  const area = settingsAreas.find((a) => a.key === areaKey) ?? settingsAreas[0]!;
  return saveDraftChange(scope, staff, revision, area.key, (config) => {
    const fields = settingFields(settingsSchema(), config, area.keys);
    return {
      ...applySettings(config, fields, get),
      fieldsOf: (issues) =>
        byField(
          issues,
          fields.map((f) => f.path),
        ),
      refusal: "Some settings need a look: each says what is wrong.",
    };
  });
}

/**
 * Each complaint beside the field that holds it: one inside a list or record edited as JSON
 * (`domains.1`) goes to that field, naming the entry ("Entry 2: Use a domain such as ...").
 */
function byField(issues: Issues, fieldPaths: readonly string[]): Record<string, string> {
  const named: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.join(".");
    const field = fieldPaths
      .filter((f) => path === f || path.startsWith(`${f}.`))
      .reduce<string | null>((longest, f) => (longest && longest.length >= f.length ? longest : f), null);
    if (!field || field === path) {
      named[path] ??= issue.message;
      continue;
    }
    const [first, ...rest] = path.slice(field.length + 1).split(".");
    const entry = /^\d+$/.test(first!) ? `Entry ${Number(first) + 1}` : first;
    named[field] ??= `${[entry, ...rest].join(" › ")}: ${issue.message}`;
  }
  return named;
}

/** Writes the draft over the revision it was read at (or makes it), audited with what changed. */
async function writeDraft(
  scope: SiteScope,
  staff: StaffMember,
  draft: SettingsDraft,
  stored: Record<string, unknown>,
  what: string,
): Promise<SettingsWrite> {
  const written = await scope.db.transaction(async (tx) => {
    const rows = draft.open
      ? await tx
          .update(site_config_drafts)
          .set({ config: stored, revision: draft.revision + 1, staff_id: staff.staffId, updated_at: new Date() })
          .where(and(eq(site_config_drafts.site_id, scope.siteId), eq(site_config_drafts.revision, draft.revision)))
          .returning({ revision: site_config_drafts.revision })
      : await tx
          .insert(site_config_drafts)
          .values({
            site_id: scope.siteId,
            config: stored,
            base_number: draft.published,
            revision: 1,
            staff_id: staff.staffId,
          })
          .onConflictDoNothing()
          .returning({ revision: site_config_drafts.revision });
    if (!rows.length) return false;
    await commitMedia(tx, mediaKeysIn(JSON.stringify(stored)));
    await recordAudit(tx, scope.siteId, {
      staffId: staff.staffId,
      action: "settings.draft",
      entity: "settings",
      entityId: what,
      after: { changes: configDiff(draft.config, stored).slice(0, 50) },
    });
    return true;
  });
  return written ? { ok: true } : refusal("conflict", STALE);
}

/** A new logo, checked and kept in the media store, put into the draft (the site shows it once published). */
export async function setDraftLogo(
  scope: SiteScope,
  staff: StaffMember,
  media: MediaStore,
  revision: number,
  file: UploadedFile,
): Promise<SettingsWrite> {
  const draft = await settingsDraft(scope);
  if (draft.revision !== revision) return refusal("conflict", STALE);
  const logo = await takeLogo(file);
  if (!logo.ok) return refusal("invalid", logo.error, { "theme.logo.src": logo.error });
  const key = `${scope.config.slug}/logo-${randomUUID()}.png`;
  await stageMedia(scope.db, media, scope.siteId, { key, body: logo.body, contentType: "image/png" });
  const config = structuredClone(draft.config) as { theme: { logo: Record<string, unknown> } };
  config.theme.logo = { ...config.theme.logo, src: mediaPath(key), width: logo.width, height: logo.height };
  return writeDraft(scope, staff, draft, config as unknown as Record<string, unknown>, "logo");
}

/**
 * Publishes the draft, unless the site was published by someone else since the draft began, or its
 * key pages cannot be drawn with it (`pageStatus` draws one with the draft; publish-check.server.ts).
 */
export async function publishSettings(
  scope: SiteScope,
  staff: StaffMember,
  revision: number,
  pageStatus?: (path: string) => Promise<number>,
): Promise<SettingsWrite> {
  const draft = await settingsDraft(scope);
  if (!draft.open) return refusal("invalid", "There is nothing to publish: no setting has changed.");
  if (draft.revision !== revision)
    return refusal("conflict", "Someone else changed the draft after you opened it: look again before publishing.");
  if (draft.base !== draft.published)
    return refusal(
      "conflict",
      `Version ${draft.published} was published after this draft began from version ${draft.base}: discard the draft and make the change again, so theirs is not undone.`,
    );
  const notTheirs = ownerOnlyRefusal(
    staff,
    scope.config,
    draft.config,
    (words) => `This draft changes ${words}: only an owner can publish it.`,
  );
  if (notTheirs) return notTheirs;
  if (pageStatus) {
    const drawn = await keyPagesDraw(await keyPages(scope), pageStatus);
    if (!drawn.ok) return refusal("invalid", drawn.error);
  }
  const published = await publishSiteConfig(scope.db, scope.siteId, scope.config.slug, draft.config, {
    source: "console",
    staffId: staff.staffId,
    alongside: async (tx, number) => {
      await tx.delete(site_config_drafts).where(eq(site_config_drafts.site_id, scope.siteId));
      await recordAudit(tx, scope.siteId, {
        staffId: staff.staffId,
        action: "settings.publish",
        entity: "settings",
        entityId: number,
      });
    },
  });
  if (!published.ok) return refusal("invalid", published.error);
  return { ok: true, number: published.number, ...ownerOnlyOf(scope.config, draft.config) };
}

/** The owner-only settings a version changes, when it changes any: for the owners' e-mail. */
function ownerOnlyOf(live: unknown, next: unknown): { ownerOnly?: OwnerOnlyChange[] } {
  const changes = ownerOnlyChanges(live, next);
  return changes.length ? { ownerOnly: changes } : {};
}

/**
 * A change to the owner's settings by someone who is not an owner: refused, each setting named
 * beside its field. Null when the change is theirs to make.
 */
function ownerOnlyRefusal(
  staff: StaffMember,
  before: unknown,
  after: unknown,
  words: (settings: string) => string,
): Refusal | null {
  if (may(staff, "settings.owner")) return null;
  const changes = ownerOnlyChanges(before, after);
  if (!changes.length) return null;
  return refusal(
    "forbidden",
    words(ownerOnlyWords(changes)),
    Object.fromEntries(changes.map((c) => [c.path, OWNER_ONLY_WORDS])),
  );
}

export async function discardSettings(scope: SiteScope, staff: StaffMember): Promise<SettingsWrite> {
  await scope.db.transaction(async (tx) => {
    await tx.delete(site_config_drafts).where(eq(site_config_drafts.site_id, scope.siteId));
    await recordAudit(tx, scope.siteId, { staffId: staff.staffId, action: "settings.discard", entity: "settings" });
  });
  return { ok: true };
}

export async function restoreSettings(scope: SiteScope, staff: StaffMember, number: number): Promise<SettingsWrite> {
  const [version] = await scope.db
    .select({ config: site_config_versions.config })
    .from(site_config_versions)
    .where(and(eq(site_config_versions.site_id, scope.siteId), eq(site_config_versions.number, number)));
  const notTheirs = version
    ? ownerOnlyRefusal(
        staff,
        scope.config,
        version.config,
        (words) => `Putting back version ${number} changes ${words}: only an owner can do that.`,
      )
    : null;
  if (notTheirs) return notTheirs;
  const restored = await restoreSiteVersion(
    scope.db,
    scope.siteId,
    scope.config.slug,
    number,
    staff.staffId,
    (tx, made) =>
      recordAudit(tx, scope.siteId, {
        staffId: staff.staffId,
        action: "settings.restore",
        entity: "settings",
        entityId: made,
        after: { restored: number },
      }),
  );
  if (!restored.ok) return refusal("not-found", restored.error);
  return { ok: true, number: restored.number, ...ownerOnlyOf(scope.config, version?.config) };
}

/** The versions, newest first, each with who made it and what it changed from the one before. */
export async function settingsHistory(scope: SiteScope) {
  const versions = await siteVersions(scope.db, scope.siteId);
  const configs = await scope.db
    .select({ number: site_config_versions.number, config: site_config_versions.config })
    .from(site_config_versions)
    .where(eq(site_config_versions.site_id, scope.siteId));
  const byNumber = new Map(configs.map((c) => [c.number, c.config]));
  const staffIds = [...new Set(versions.flatMap((v) => (v.staff_id ? [v.staff_id] : [])))];
  const people = staffIds.length
    ? await scope.db
        .select({ id: staff_users.id, email: staff_users.email })
        .from(staff_users)
        .where(inArray(staff_users.id, staffIds))
    : [];
  const emails = new Map(people.map((p) => [p.id, p.email]));
  return versions.map((v) => ({
    ...v,
    by: v.staff_id
      ? (emails.get(v.staff_id) ?? "a former staff member")
      : v.source === "seed"
        ? "the site's file"
        : "the command line",
    changes: v.number === 1 ? [] : configDiff(byNumber.get(v.number - 1), byNumber.get(v.number)).slice(0, 40),
  }));
}
