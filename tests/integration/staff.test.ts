import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  endStaffSession,
  endStaffSessionsEverywhere,
  inviteStaff,
  liveStaffSessions,
  readAudit,
  readStaffSession,
  redeemSignInLink,
  signInLinkFor,
  signInLinkHolder,
  staffOnSite,
  startStaffSession,
  changeStaffRole,
  removeStaff,
  siteStaffList,
} from "~/features/console-staff/index.server";
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS } from "~/features/console-staff/staff-rules";
import { staff_users } from "~/platform/db/schema";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Issue 39: staff identity. Links work once, for 15 minutes, on their own site; sessions end when
// idle, at 12 hours, when signed out; nothing of one site signs anyone in on another.
let t: TestDatabase;
const start = { method: "link" as const, userAgent: "test", ip: "127.0.0.1" };
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

describe("sign-in links", () => {
  it("work once, for the staff of their own site only", async () => {
    const alpha = t.scope("alpha");
    const staffId = await inviteStaff(alpha, { email: "Owner@Alpha.example", role: "owner" }, null);
    expect(await signInLinkFor(alpha, "nobody@alpha.example")).toBeNull();
    expect(await signInLinkFor(t.scope("bravo"), "owner@alpha.example")).toBeNull();
    const link = (await signInLinkFor(alpha, "owner@alpha.example"))!;
    expect(link.staffId).toBe(staffId);
    expect(await signInLinkHolder(t.scope("bravo"), link.token)).toBeNull();
    expect(await redeemSignInLink(t.scope("bravo"), link.token)).toBeNull();
    expect((await signInLinkHolder(alpha, link.token))?.email).toBe("owner@alpha.example");
    expect(await redeemSignInLink(alpha, link.token)).toBe(staffId);
    expect(await redeemSignInLink(alpha, link.token)).toBeNull();
    expect(await signInLinkHolder(alpha, link.token)).toBeNull();
  });

  it("expire after 15 minutes", async () => {
    const alpha = t.scope("alpha");
    await inviteStaff(alpha, { email: "late@alpha.example", role: "sales" }, null);
    const asked = new Date("2026-11-26T08:00:00Z");
    const link = (await signInLinkFor(alpha, "late@alpha.example", asked))!;
    expect(await redeemSignInLink(alpha, link.token, new Date(asked.getTime() + 15 * 60_000 + 1))).toBeNull();
    expect(await redeemSignInLink(alpha, link.token, new Date(asked.getTime() + 14 * 60_000))).toBe(link.staffId);
  });
});

describe("staff sessions", () => {
  it("end when idle 30 minutes, at 12 hours, or signed out, and never sign in on another site", async () => {
    const alpha = t.scope("alpha");
    const staffId = await inviteStaff(alpha, { email: "manager@alpha.example", role: "manager" }, null);
    const signedIn = new Date();
    const id = await startStaffSession(alpha, staffId, start, signedIn);
    expect((await readStaffSession(alpha, id, signedIn))?.staff).toMatchObject({ role: "manager", operator: false });
    expect(await readStaffSession(t.scope("bravo"), id, signedIn)).toBeNull();
    expect(await readStaffSession(alpha, id, new Date(signedIn.getTime() + STAFF_IDLE_MS + 1))).toBeNull();

    const used = await startStaffSession(alpha, staffId, start, signedIn);
    for (let hour = 0.4; hour < 12; hour += 0.4)
      expect(await readStaffSession(alpha, used, new Date(signedIn.getTime() + hour * 3_600_000))).not.toBeNull();
    expect(await readStaffSession(alpha, used, new Date(signedIn.getTime() + STAFF_ABSOLUTE_MS))).toBeNull();

    const ended = await startStaffSession(alpha, staffId, start);
    const session = (await readStaffSession(alpha, ended))!;
    await endStaffSession(alpha, staffId, session.idHash, "sign-out");
    expect(await readStaffSession(alpha, ended)).toBeNull();
    // Issue 53: a sign-out is on the record, written with it; ending it again records nothing more.
    await endStaffSession(alpha, staffId, session.idHash, "sign-out");
    const signOuts = await readAudit(alpha, { action: "session.sign-out" });
    expect(signOuts.filter((a) => a.by === "manager@alpha.example")).toHaveLength(1);
  });

  it("end everywhere at once, each one listed until then", async () => {
    const alpha = t.scope("alpha");
    const staffId = await inviteStaff(alpha, { email: "busy@alpha.example", role: "sales" }, null);
    const ids = [
      await startStaffSession(alpha, staffId, start),
      await startStaffSession(alpha, staffId, { ...start, userAgent: "phone" }),
    ];
    expect(await liveStaffSessions(alpha, staffId)).toHaveLength(2);
    // The same person on another site: "everywhere" means there too, on that site's record as well.
    const bravo = t.scope("bravo");
    expect(await inviteStaff(bravo, { email: "busy@alpha.example", role: "sales" }, null)).toBe(staffId);
    const onBravo = await startStaffSession(bravo, staffId, start);
    await endStaffSessionsEverywhere(alpha, staffId);
    expect(await liveStaffSessions(alpha, staffId)).toHaveLength(0);
    for (const id of ids) expect(await readStaffSession(alpha, id)).toBeNull();
    expect(await readStaffSession(bravo, onBravo)).toBeNull();
    for (const site of [alpha, bravo])
      expect((await readAudit(site, { action: "session.end-everywhere" })).map((a) => a.by)).toContain(
        "busy@alpha.example",
      );
  });

  it("let a platform operator act on any site without a membership there", async () => {
    const bravo = t.scope("bravo");
    const staffId = await inviteStaff(t.scope("alpha"), { email: "ops@platform.example", role: "sales" }, null);
    expect(await staffOnSite(bravo, staffId)).toBeNull();
    await t.handle.db.update(staff_users).set({ operator: true }).where(eq(staff_users.id, staffId));
    expect(await staffOnSite(bravo, staffId)).toMatchObject({ operator: true, role: "owner" });
  });
});

describe("the audit trail", () => {
  it("keeps who did what on which site, before and after", async () => {
    const alpha = t.scope("alpha");
    const owner = await inviteStaff(alpha, { email: "boss@alpha.example", role: "owner" }, null);
    await inviteStaff(alpha, { email: "seller@alpha.example", role: "sales" }, owner);
    await inviteStaff(alpha, { email: "seller@alpha.example", role: "manager" }, owner);
    const [promotion] = await readAudit(alpha, { action: "staff.invite" });
    expect(promotion).toMatchObject({
      by: "boss@alpha.example",
      before: { role: "sales", location_ids: [] },
      after: { email: "seller@alpha.example", role: "manager", location_ids: [] },
    });
    const onBravo = await readAudit(t.scope("bravo"), { action: "staff.invite" });
    expect(onBravo.filter((a) => a.by === "boss@alpha.example")).toEqual([]);
  });
});

describe("owners manage the site's staff", () => {
  it("change a role, remove someone (their sessions end at once), and never themselves", async () => {
    const alpha = t.scope("alpha");
    const owner = await inviteStaff(alpha, { email: "head@alpha.example", role: "owner" }, null);
    const seller = await inviteStaff(alpha, { email: "temp@alpha.example", role: "sales" }, owner);
    expect(await changeStaffRole(alpha, owner, owner, "sales", [])).toEqual({
      ok: false,
      error: "Another owner must change your own role.",
    });
    expect(await changeStaffRole(alpha, owner, seller, "manager", [7])).toEqual({ ok: true });
    expect((await staffOnSite(alpha, seller))?.role).toBe("manager");
    expect((await staffOnSite(alpha, seller))?.locationIds).toEqual([]);
    const session = await startStaffSession(alpha, seller, start);
    expect(await removeStaff(t.scope("bravo"), owner, seller)).toEqual({
      ok: false,
      error: "They are not on this site's staff.",
    });
    expect(await removeStaff(alpha, owner, seller)).toEqual({ ok: true });
    expect(await readStaffSession(alpha, session)).toBeNull();
    expect((await siteStaffList(alpha)).map((s) => s.email)).not.toContain("temp@alpha.example");
    expect((await readAudit(alpha, { action: "staff.remove" }))[0]).toMatchObject({ by: "head@alpha.example" });
  });
});
