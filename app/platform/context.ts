import type { AccountServices } from "~/features/accounts/account-services.server";
import type { Shopper } from "~/features/accounts/shopper-session.server";
import type { LeadServices } from "~/features/leads/lead-services.server";
import type { ImageService } from "./images/transform.server";
import type { OutsideServices } from "./outside-services.server";
import type { SiteScope } from "./tenancy/site-scope";

/** What the server hands every loader and action, resolved once per request from the Host header. */
export interface PlatformContext {
  scope: SiteScope;
  /** This site's inventory API token, from INVENTORY_API_TOKENS. */
  inventoryToken: string | undefined;
  /** The outside services' ports, chosen once from the environment. */
  services: OutsideServices;
  /** Lead delivery (sinks and outbox) and the lead rate limits, one set per process. */
  leads: LeadServices;
  /** The shopper's address as Express sees it (behind a proxy, with TRUST_PROXY set). */
  clientIp: string;
  /** Sign-in's key, SMS port and development switch, one set per process. */
  accounts: AccountServices;
  /** The shopper this request's session cookie signs in on this site, or null. */
  shopper: Shopper | null;
  /** This page's CSRF token; every state-changing request must send it back. */
  csrfToken: string;
  /** The image delivery service (resize, re-encode, cache). */
  images: ImageService;
  /** Whether cookies set on this request carry Secure. */
  secureCookies: boolean;
}
