import { describe, expect, it } from "vitest";
import {
  deviceName,
  may,
  permissions,
  sessionExpiry,
  sessionLive,
  staffInvitation,
  STAFF_ABSOLUTE_MS,
  STAFF_IDLE_MS,
  type Permission,
  type StaffRole,
  whoMay,
} from "./staff-rules";

describe("what each role may do (issues 39 and 41: managers edit the settings too; 55: not the owner's)", () => {
  const allowed: Record<StaffRole, Permission[]> = {
    owner: permissions.filter((p) => p !== "sites.manage"),
    manager: ["leads.read", "leads.write", "stock.read", "stock.write", "content.write", "settings.write"],
    sales: ["leads.read", "leads.write", "stock.read"],
  };
  for (const [role, grants] of Object.entries(allowed) as [StaffRole, Permission[]][])
    it.each(permissions.map((p) => [p, grants.includes(p)] as const))(`${role} %s: %s`, (permission, expected) => {
      expect(may({ role, operator: false }, permission)).toBe(expected);
    });

  it("lets a platform operator do everything, whatever the membership says", () => {
    for (const permission of permissions) expect(may({ role: "sales", operator: true }, permission)).toBe(true);
  });
});

describe("a refusal names the role that may (issue 52)", () => {
  it.each([
    ["stock.read", "the Owner, Manager or Sales role"],
    ["settings.write", "the Owner or Manager role"],
    ["staff.manage", "the Owner role"],
    ["settings.owner", "the Owner role"],
    ["sites.manage", "a platform operator"],
  ] as const)("%s needs %s", (permission, words) => {
    expect(whoMay(permission)).toBe(words);
  });
});

describe("a platform operator is made only from the command line (issue 41)", () => {
  it.each([
    [{ operator: true }, true],
    [{ operator: "true" }, false],
    [{ operator: "on" }, false],
    [{}, false],
  ])("reads %j as operator: %s", (given, operator) => {
    const checked = staffInvitation({ email: "pat@platform.example", role: "owner", ...given });
    expect(checked.ok && checked.value.operator === true).toBe(operator);
  });
});

describe("a staff session's life: 30 minutes unused, 12 hours in all (issue 39)", () => {
  const signedIn = new Date("2026-11-26T08:00:00Z");
  const at = (ms: number) => new Date(signedIn.getTime() + ms);
  const session = (lastSeenMs: number, revoked = false) => ({
    createdAt: signedIn,
    lastSeenAt: at(lastSeenMs),
    expiresAt: at(STAFF_ABSOLUTE_MS),
    revokedAt: revoked ? at(1000) : null,
  });

  it.each([
    ["just signed in", session(0), at(1000), true],
    ["29 minutes unused", session(0), at(STAFF_IDLE_MS - 60_000), true],
    ["30 minutes unused", session(0), at(STAFF_IDLE_MS), false],
    ["used an hour ago, then idle 10 minutes", session(60 * 60_000), at(70 * 60_000), true],
    ["in use all day, past 12 hours", session(STAFF_ABSOLUTE_MS - 60_000), at(STAFF_ABSOLUTE_MS), false],
    ["signed out", session(0, true), at(2000), false],
  ] as const)("%s: %s", (_name, times, now, live) => {
    expect(sessionLive(times, now)).toBe(live);
  });
});

describe("a passkey's session: 30 days from its last use, sliding (issue 54)", () => {
  const signedIn = new Date("2026-11-26T08:00:00Z");
  const day = 86_400_000;
  const at = (ms: number) => new Date(signedIn.getTime() + ms);
  const passkey = (lastSeenMs: number) => ({
    method: "passkey" as const,
    createdAt: signedIn,
    lastSeenAt: at(lastSeenMs),
    expiresAt: sessionExpiry("passkey", signedIn, at(lastSeenMs)),
    revokedAt: null,
  });

  it.each([
    ["an hour unused", passkey(0), at(60 * 60_000), true],
    ["29 days unused", passkey(0), at(29 * day), true],
    ["30 days unused", passkey(0), at(30 * day), false],
    ["in use every week for three months", passkey(85 * day), at(90 * day), true],
  ] as const)("%s", (_name, times, now, live) => {
    expect(sessionLive(times, now)).toBe(live);
  });

  it("keeps a link's session to 12 hours in all however it is used", () => {
    expect(sessionExpiry("link", signedIn, at(11 * 60 * 60_000))).toEqual(at(STAFF_ABSOLUTE_MS));
  });
});

describe("an invitation as given on the command line", () => {
  it("takes an address and a role, the address in lower case", () => {
    expect(staffInvitation({ email: " Sam@Dealer.com.au ", role: "sales" })).toEqual({
      ok: true,
      value: { email: "sam@dealer.com.au", role: "sales" },
    });
  });

  it.each([
    [{ email: "sam", role: "owner" }, "Give the staff member's e-mail address."],
    [{ email: "sam@dealer.com.au", role: "boss" }, "The role is one of owner, manager, sales."],
  ])("refuses %j", (input, error) => {
    expect(staffInvitation(input)).toEqual({ ok: false, error });
  });
});

describe("the device a session or passkey is named by", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Windows"],
    [null, "Unknown device"],
  ])("%s: %s", (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });
});
