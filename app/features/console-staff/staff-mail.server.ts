import type { MailTransport } from "~/features/leads/index.server";
import { and, eq } from "drizzle-orm";
import { staff_memberships, staff_users } from "~/platform/db/schema";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { SIGN_IN_LINK_MS } from "./staff-rules";

/** The console's sign-in address for a link's token, on the site's own host. */
export function signInLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/console/sign-in/${token}`;
}

/**
 * E-mails a staff member their one-time sign-in link (SMTP, or an .eml file in MAIL_DIR). The
 * message says how long it lasts and that it works once; it carries nothing else worth stealing.
 */
export async function sendSignInLink(
  transport: MailTransport,
  scope: SiteScope,
  to: string,
  link: string,
  now = new Date(),
): Promise<string> {
  const minutes = SIGN_IN_LINK_MS / 60_000;
  const site = scope.config.name;
  const text = [
    `Use this link to sign in to ${site}'s console:`,
    "",
    link,
    "",
    `It works once, for ${minutes} minutes. Once signed in, add a passkey so you can sign in without e-mail next time.`,
    "If you did not ask to sign in, ignore this e-mail: nobody can use the link without it.",
  ].join("\n");
  return transport.send(
    {
      from: `${site} console <no-reply@${new URL(scope.config.url).hostname}>`,
      to,
      subject: `Sign in to ${site}'s console`,
      text,
    },
    `staff-sign-in-${scope.config.slug}-${now.getTime()}.eml`,
  );
}

/** Something every owner of the site must hear of: a feed stopped, a critical setting changed (issue 55). */
export interface OwnersNotice {
  subject: string;
  lines: string[];
  /** The console page it is about, on the site's own host. */
  path: string;
  /** What it is about, for the .eml file's name: "feed-stopped", "critical-settings". */
  kind: string;
}

/** E-mails every owner of the site; returns how many were told. A site without owners tells nobody. */
export async function mailOwners(
  transport: MailTransport,
  scope: SiteScope,
  notice: OwnersNotice,
  now = new Date(),
): Promise<number> {
  const owners = await scope.db
    .select({ email: staff_users.email })
    .from(staff_memberships)
    .innerJoin(staff_users, eq(staff_users.id, staff_memberships.staff_id))
    .where(and(eq(staff_memberships.site_id, scope.siteId), eq(staff_memberships.role, "owner")));
  if (!owners.length) return 0;
  const site = scope.config.name;
  const link = `${scope.config.url.replace(/\/$/, "")}${notice.path}`;
  await transport.send(
    {
      from: `${site} console <no-reply@${new URL(scope.config.url).hostname}>`,
      to: owners.map((o) => o.email),
      subject: notice.subject,
      text: [...notice.lines, "", link, "", `You are told as an owner of ${site}.`].join("\n"),
    },
    `${notice.kind}-${scope.config.slug}-${now.getTime()}.eml`,
  );
  return owners.length;
}
