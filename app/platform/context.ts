import type { OutsideServices } from "./outside-services.server";
import type { SiteScope } from "./tenancy/site-scope";

/** What the server hands every loader and action, resolved once per request from the Host header. */
export interface PlatformContext {
  scope: SiteScope;
  /** This site's inventory API token, from INVENTORY_API_TOKENS. */
  inventoryToken: string | undefined;
  /** The outside services' ports, chosen once from the environment. */
  services: OutsideServices;
}
