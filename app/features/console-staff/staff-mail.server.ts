import type { MailTransport } from "~/features/leads/index.server";
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
