import * as z from "zod/mini";
import { formText, resolveWith, trimmedText } from "~/platform/forms/form-schema";

/**
 * Issue 39: who may do what in the dealer console. Roles are per site; a platform operator acts on
 * any site as its owner would. Every loader and action asks `may(staff, permission)` on the server.
 */
export const staffRoles = ["owner", "manager", "sales"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const permissions = [
  "leads.read",
  "leads.write",
  "stock.read",
  "stock.write",
  "content.write",
  "settings.write",
  /** The settings that move the site or send its leads elsewhere (console-settings/owner-settings.ts). */
  "settings.owner",
  "staff.manage",
  "audit.read",
  "sites.manage",
] as const;
export type Permission = (typeof permissions)[number];

/** Across every site (making a new dealer site, every site's health): a platform operator's alone. */
const OPERATOR_ONLY: readonly Permission[] = ["sites.manage"];

/** Owner: everything on their site. Manager: stock, content, settings (not the owner's) and leads. Sales: leads (of their yards); stock read-only. */
const GRANTS: Record<StaffRole, readonly Permission[]> = {
  owner: permissions.filter((p) => !OPERATOR_ONLY.includes(p)),
  manager: ["leads.read", "leads.write", "stock.read", "stock.write", "content.write", "settings.write"],
  sales: ["leads.read", "leads.write", "stock.read"],
};

export const roleLabels: Record<StaffRole, string> = { owner: "Owner", manager: "Manager", sales: "Sales" };

/** A signed-in staff member as the console knows them on this site. */
export interface StaffMember {
  staffId: number;
  email: string;
  name: string;
  /** The role on this site; an operator without a membership acts as owner. */
  role: StaffRole;
  operator: boolean;
  /** A salesperson's yards; empty means every yard. */
  locationIds: readonly number[];
}

/** Who may do this, in words for a refusal: "the Owner or Manager role", "a platform operator". */
export function whoMay(permission: Permission): string {
  if (OPERATOR_ONLY.includes(permission)) return "a platform operator";
  const labels = staffRoles.filter((role) => GRANTS[role].includes(permission)).map((role) => roleLabels[role]);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : labels[0];
  return `the ${list} role`;
}

export function may(staff: Pick<StaffMember, "role" | "operator">, permission: Permission): boolean {
  return staff.operator || GRANTS[staff.role].includes(permission);
}

/** Sessions end 30 minutes after their last use or 12 hours after sign-in, whichever comes first. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * Issue 54: a session made with a passkey is the person's own device: it lasts 30 days from its last
 * use (sliding), so a salesperson on their phone is never signed out between leads.
 */
export const STAFF_PASSKEY_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often, so reading a page is not a write each time. */
export const STAFF_TOUCH_MS = 60 * 1000;
/** A sign-in link works once, for 15 minutes. */
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;

export interface SessionTimes {
  method?: "passkey" | "link";
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function sessionLive(session: SessionTimes, now: Date): boolean {
  const idle = session.method === "passkey" ? STAFF_PASSKEY_MS : STAFF_IDLE_MS;
  return session.revokedAt === null && now < session.expiresAt && now.getTime() - session.lastSeenAt.getTime() < idle;
}

/** When a session ends if nobody uses it again: a passkey's slides on with each use; a link's is fixed. */
export function sessionExpiry(method: "passkey" | "link", signedInAt: Date, now: Date): Date {
  return new Date(method === "passkey" ? now.getTime() + STAFF_PASSKEY_MS : signedInAt.getTime() + STAFF_ABSOLUTE_MS);
}

/** One person, one address: "Sam@Dealer.com.au " and "sam@dealer.com.au" are the same staff member. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Chrome on Android", from a browser's user agent, for the sessions and passkeys lists. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Mac OS X/.test(userAgent)
        ? "macOS"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

const NO_EMAIL = "Give the staff member's e-mail address.";

/** The owner's invite form as Conform reads it, in the browser and on the server: each message beside its field. */
export const readInviteForm = resolveWith(
  z.object({
    email: formText().check(
      z.trim(),
      z.refine((v) => EMAIL_PATTERN.test(normaliseEmail(v)), NO_EMAIL),
    ),
    name: trimmedText(120),
    role: formText().check(z.refine((v) => (staffRoles as readonly string[]).includes(v), "Choose a role.")),
  }),
);

/** The console's sign-in form: a work address for the e-mailed link. */
export const readSignInLinkForm = resolveWith(
  z.object({
    email: formText().check(
      z.trim(),
      z.refine((v) => EMAIL_PATTERN.test(normaliseEmail(v)), "Enter your work e-mail address."),
    ),
  }),
);

/** An invitation as the command line or an owner gives it, checked: an address and a role. */
export function staffInvitation(
  input: unknown,
):
  | { ok: true; value: { email: string; role: StaffRole; name?: string; operator?: true } }
  | { ok: false; error: string } {
  const given = (input ?? {}) as Record<string, unknown>;
  const email = normaliseEmail(String(given.email ?? ""));
  if (!EMAIL_PATTERN.test(email)) return { ok: false, error: NO_EMAIL };
  const role = String(given.role ?? "");
  if (!(staffRoles as readonly string[]).includes(role))
    return { ok: false, error: `The role is one of ${staffRoles.join(", ")}.` };
  const name = typeof given.name === "string" && given.name.trim() ? given.name.trim() : undefined;
  // Only the command line (and its local command) makes a platform operator: a form's "true" is text, not this.
  const operator = given.operator === true ? { operator: true as const } : {};
  return { ok: true, value: { email, role: role as StaffRole, ...(name ? { name } : {}), ...operator } };
}

/** An Australian mobile as typed ("0412 345 678", "+61 412 345 678") in international form, or null. */
export function mobileNumber(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, "");
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return match ? `+61${match[1]}` : null;
}

const ticked = () =>
  z.pipe(
    formText(),
    z.transform((v) => v === "on"),
  );

/**
 * How a staff member hears of their leads (issue 54): whether they take leads now, and by push,
 * e-mail or SMS; SMS needs their mobile.
 */
export const readAlertSettingsForm = resolveWith(
  z
    .object({
      available: ticked(),
      alert_push: ticked(),
      alert_email: ticked(),
      alert_sms: ticked(),
      mobile: formText().check(
        z.trim(),
        z.refine((v) => v === "" || mobileNumber(v) !== null, "Give an Australian mobile such as 0412 345 678."),
      ),
    })
    .check(
      z.refine((form) => !form.alert_sms || form.mobile !== "", {
        message: "Give your mobile number for SMS alerts.",
        path: ["mobile"],
      }),
    ),
);

export type AlertChannel = "push" | "email" | "sms";
