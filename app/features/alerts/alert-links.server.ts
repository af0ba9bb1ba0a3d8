import { sameSignature, sign } from "~/platform/security/signed-value.server";

/**
 * The token in an alert e-mail's links: the recipient's id signed with the session secret, so the
 * alerts page, confirmation and unsubscribe work from the e-mail alone, without signing in, and
 * nothing secret is stored. The newest secret signs; any current one is accepted.
 */
export function alertToken(secrets: readonly string[], recipientId: number): string {
  return `${recipientId}.${sign(secrets[0]!, `alerts:${recipientId}`)}`;
}

/** The recipient a token names, or null when it was not signed here. */
export function readAlertToken(secrets: readonly string[], token: string): number | null {
  const match = /^(\d{1,10})\.([\w-]{20,100})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return secrets.some((secret) => sameSignature(sign(secret, `alerts:${id}`), match[2]!)) ? id : null;
}

/** The addresses an alert e-mail links to, on the site's own domain. */
export function alertLinks(siteUrl: string, token: string) {
  const base = siteUrl.replace(/\/$/, "");
  return {
    manage: `${base}/alerts/${token}`,
    confirm: `${base}/alerts/${token}/confirm`,
    unsubscribe: `${base}/alerts/${token}/unsubscribe`,
  };
}
