import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  areaFields,
  publishSettings,
  restoreSettings,
  saveSettings,
  tellOwnersOfSettings,
} from "~/features/console-settings/index.server";
import type { StaffMember } from "~/features/console-staff";
import { inviteStaff, staffOnSite } from "~/features/console-staff/index.server";
import { mailTransport } from "~/features/leads/index.server";
import { publishedSiteConfig, servePublishedConfigs } from "~/platform/tenancy/site-versions.server";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 55: the domains, the lead e-mail and the lead webhook are the owner's; a manager cannot
// change, publish or restore them, and every owner is e-mailed when they change.
let t: TestDatabase;
let owner: StaffMember;
let manager: StaffMember;
let mailDir: string;

const member = async (email: string, role: "owner" | "manager") => {
  const alpha = t.scope("alpha");
  return (await staffOnSite(alpha, await inviteStaff(alpha, { email, role, locationIds: [] }, null)))!;
};

/** What the editor's form sends for an area: every field as shown (a manager's owner-only ones as hidden copies), with these changes. */
async function sent(area: string, changes: Record<string, string>) {
  const { fields, draft } = await areaFields(t.scope("alpha"), area);
  const values = new Map(fields.map((f) => [f.path, f.value]));
  for (const [field, value] of Object.entries(changes)) values.set(field, value);
  return { revision: draft.revision, get: (field: string) => values.get(field) ?? "" };
}

beforeAll(async () => {
  t = await openTestDatabase();
  await servePublishedConfigs(t.handle.db, t.scopes.values());
  mailDir = await mkdtemp(path.join(tmpdir(), "owner-mail-"));
  owner = await member("first-owner@alpha.example", "owner");
  await member("second-owner@alpha.example", "owner");
  manager = await member("manager@alpha.example", "manager");
});
afterAll(() => t.close());

describe("the settings only an owner may change", () => {
  it("refuses a manager's change to the lead e-mail or the domains, naming each beside its field", async () => {
    const alpha = t.scope("alpha");
    const form = await sent("business", {
      "contact.lead_email": "leads@elsewhere.example",
      domains: '["alpha.example", "takeover.example"]',
    });
    expect(await saveSettings(alpha, manager, "business", form.revision, form.get)).toEqual({
      ok: false,
      reason: "forbidden",
      error: "Only an owner can change the site's domains and the lead e-mail address.",
      fields: { domains: "Only an owner can change this.", "contact.lead_email": "Only an owner can change this." },
    });
    const webhook = await sent("vehicle", { "forms.lead_delivery.webhook_url": '"https://evil.example/hook"' });
    expect(await saveSettings(alpha, manager, "vehicle", webhook.revision, webhook.get)).toMatchObject({
      reason: "forbidden",
      error: "Only an owner can change the lead webhook.",
    });
    expect((await areaFields(alpha, "business")).draft.open).toBe(false);
  });

  it("saves the rest of a manager's area, the owner's settings sent back as they stand", async () => {
    const form = await sent("business", { "contact.email": "hello@alpha.example" });
    expect(await saveSettings(t.scope("alpha"), manager, "business", form.revision, form.get)).toEqual({ ok: true });
  });

  it("lets an owner change them; a manager cannot publish that draft; the owner's publish e-mails every owner", async () => {
    const alpha = t.scope("alpha");
    const form = await sent("business", { "contact.lead_email": "sales@alpha.example" });
    expect(await saveSettings(alpha, owner, "business", form.revision, form.get)).toEqual({ ok: true });
    const { draft } = await areaFields(alpha, "business");
    expect(await publishSettings(alpha, manager, draft.revision)).toMatchObject({
      ok: false,
      reason: "forbidden",
      error: "This draft changes the lead e-mail address: only an owner can publish it.",
    });

    const published = await publishSettings(alpha, owner, draft.revision);
    expect(published).toMatchObject({
      ok: true,
      ownerOnly: [{ path: "contact.lead_email", to: '"sales@alpha.example"' }],
    });
    expect((await publishedSiteConfig(t.handle.db, alpha.siteId))?.contact.lead_email).toBe("sales@alpha.example");
    if (!published.ok) throw new Error(published.error);
    await tellOwnersOfSettings(
      mailTransport({ MAIL_DIR: mailDir }),
      alpha,
      owner,
      published.number,
      published.ownerOnly,
    );
    const [file] = await readdir(mailDir);
    const mail = await readFile(path.join(mailDir, file!), "utf8");
    expect(mail).toMatch(/^To: first-owner@alpha\.example, second-owner@alpha\.example$/m);
    expect(mail).toMatch(/^Subject: .*the lead e-mail address changed$/m);
    expect(mail).toContain('contact.lead_email: =E2=80=94 =E2=86=92 "sales@alpha.example"'); // "— →", quoted-printable
  });

  it("refuses a manager's restore of a version with another lead e-mail", async () => {
    const alpha = t.scope("alpha");
    const live = await publishedSiteConfig(t.handle.db, alpha.siteId);
    alpha.config = live!;
    expect(await restoreSettings(alpha, manager, 1)).toMatchObject({
      ok: false,
      reason: "forbidden",
      error: "Putting back version 1 changes the lead e-mail address: only an owner can do that.",
    });
    expect(await restoreSettings(alpha, owner, 1)).toMatchObject({
      ok: true,
      ownerOnly: [{ path: "contact.lead_email" }],
    });
  });
});
