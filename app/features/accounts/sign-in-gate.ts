import type { SiteConfig } from "~/platform/tenancy/site-config";
import type { SignInType } from "./sign-in-redirect";

type GateConfig = Pick<SiteConfig, "checkout" | "finance" | "accounts">;

const ALWAYS_GATED: Record<string, SignInType> = {
  "/spin-to-win": "spin-to-win",
  "/online-payment": "online-payment",
  "/my-garage": "my-garage",
  "/watchlist": "watchlist",
  "/mymotorama": "my-garage",
  "/mybigboxcars": "my-garage",
  "/myblinkr": "my-garage",
  "/myservco": "my-garage",
};

/**
 * Spec 001 section 6: which sign-in type a path needs, or null when anyone may open it. Checkout is
 * gated where the site says so, finance when the NVIC finance option is on, spin-to-win,
 * online-payment and the garage pages always; trade-in and sell-my-car never.
 */
export function signInGate(pathname: string, config: GateConfig): SignInType | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (ALWAYS_GATED[path]) return ALWAYS_GATED[path];
  if (path === config.accounts.garage_route) return "my-garage";
  if (config.checkout.gated && /^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path)) return "checkout";
  if (config.checkout.gated && path === "/checkout-journey") return "checkout";
  if (config.finance.nvic_finance_option && path === "/personalised/finance") return "car-finance";
  if (config.finance.nvic_finance_option && path === config.finance.page_path) return "finance";
  return null;
}
