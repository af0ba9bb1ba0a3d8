import type { MailTransport } from "~/features/leads/index.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import { sendSignInLink, signInLinkUrl } from "./staff-mail.server";
import { createSignInLink, inviteStaff, type Invitation } from "./staff-store.server";

/**
 * Invites a person to the site's staff and e-mails them a sign-in link (what an owner's invitation
 * and `npm run staff -- invite` both do); the link is returned too, for the command line to print.
 */
export async function inviteWithLink(
  scope: SiteScope,
  mail: MailTransport,
  invitation: Invitation,
  origin: string,
  by: number | null,
) {
  const staffId = await inviteStaff(scope, invitation, by);
  const link = signInLinkUrl(origin, await createSignInLink(scope, staffId));
  const file = await sendSignInLink(mail, scope, invitation.email, link);
  return { staffId, link, mail: file };
}
