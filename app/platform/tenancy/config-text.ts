import { z } from "zod";
import { SAFE_LINK } from "../text/safe-link";

/**
 * Issue 53: no setting can swell a page. A line of text (a name, a label, a heading) is at most 300
 * characters, prose (a disclaimer, terms, a description) at most 5,000; a link is a path on the site
 * or an http(s), mailto or tel address (never //host, javascript: or data:).
 */
export const TEXT_MAX = 300;
export const PROSE_MAX = 5_000;
const LINK_MAX = 2_000;
export const text = () => z.string().max(TEXT_MAX, `Keep it to ${TEXT_MAX} characters or fewer`);
export const prose = () =>
  z.string().max(PROSE_MAX, `Keep it to ${PROSE_MAX.toLocaleString("en-AU")} characters or fewer`);
export const link = () =>
  z
    .string()
    .max(LINK_MAX, `Keep a link to ${LINK_MAX.toLocaleString("en-AU")} characters or fewer`)
    .regex(SAFE_LINK, "A link starts with /, https://, http://, mailto: or tel:");
export const webLink = () =>
  z
    .string()
    .max(LINK_MAX, `Keep a link to ${LINK_MAX.toLocaleString("en-AU")} characters or fewer`)
    .regex(/^https?:\/\/[^/\\]/i, "A web address starts with https:// or http://");

/**
 * A domain the site answers at: a real host name. Never an IP address, localhost or a .localhost
 * name (those are this machine's: every site answers at <slug>.localhost already), so no setting
 * can take over an address that serves another site.
 */
export const domainName = z
  .string()
  .max(253, "A domain is at most 253 characters")
  .regex(/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i, "Use a domain such as www.dubbomotors.com.au")
  .refine((domain) => !/\.localhost$/i.test(domain), "A .localhost name belongs to this machine, not to a site");
