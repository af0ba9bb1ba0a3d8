import type { SiteConfig } from "~/platform/tenancy/site-config";
import { themeCss } from "~/platform/tenancy/theme";
import { linkExists, liveMenu, type Linked, type SiteLinkTargets } from "./site-links";

const shells = new WeakMap<SiteConfig, Shell>();

/** What every page's header and footer need from the site config, and nothing more; built once per site. */
export function shellFor(config: SiteConfig, pages: ReadonlyMap<string, unknown> = new Map()): Shell {
  let shell = shells.get(config);
  if (!shell) {
    shell = buildShell(config, pages);
    shells.set(config, shell);
  }
  return shell;
}

/** A running spin-to-win promotion is listed under Buyer Tools (the first footer group). */
function withPromotion(config: SiteConfig): SiteConfig["navigation"]["footer"] {
  const promotion = config.promotions.spin_to_win;
  const [first, ...rest] = config.navigation.footer;
  if (!promotion || !first) return config.navigation.footer;
  return [{ ...first, links: [...first.links, { label: "Spin to Win", href: "/spin-to-win" }] }, ...rest];
}

/** Where this site's links may lead: the app's pages, the site's switches and its content pages. */
export function linkTargets(config: SiteConfig, pages: ReadonlyMap<string, unknown>): SiteLinkTargets {
  return {
    financePath: config.finance.page_path,
    garagePath: config.accounts.garage ? config.accounts.garage_route : null,
    promotion: config.promotions.spin_to_win !== null,
    partsSearch: config.forms.parts_search,
    offers: !config.offers.excluded,
    pages: new Set(pages.keys()),
  };
}

/** Spec 001 section 3: a group's site adds the brand logo tiles' mega-menu after Models (or first). */
function withBrandsMenu(config: SiteConfig): SiteConfig["navigation"]["header"] {
  const { header, brands_menu } = config.navigation;
  if (!brands_menu) return header;
  const brands = { label: "Brands", href: "/brands", dynamic: "brands" as const };
  const models = header.findIndex((item) => item.dynamic === "models");
  return [...header.slice(0, models + 1), brands, ...header.slice(models + 1)];
}

/** One finance page per site: a menu's /finance is the site's own finance page (/finance redirects there). */
function toFinancePage<T extends Linked>(items: T[], financePath: string): T[] {
  return items.map((item) => ({
    ...item,
    href: item.href.replace(/^\/finance(?=$|[?#])/, financePath),
    ...(item.children ? { children: toFinancePage(item.children, financePath) } : {}),
  }));
}

function buildShell(config: SiteConfig, pages: ReadonlyMap<string, unknown>) {
  const targets = linkTargets(config, pages);
  const financePath = config.finance.page_path;
  return {
    name: config.name,
    slug: config.slug,
    logo: config.theme.logo,
    themeCss: themeCss(config.theme),
    header: toFinancePage(liveMenu(withBrandsMenu(config), targets), financePath),
    footer: withPromotion(config)
      .map((group) => ({
        ...group,
        links: toFinancePage(
          group.links.filter((link) => linkExists(link.href, targets)),
          financePath,
        ),
      }))
      .filter((group) => group.links.length > 0),
    phone: config.contact.phones.new ?? config.contact.phones.used ?? config.contact.phones.demo ?? null,
    email: config.contact.email ?? null,
    social: config.contact.social,
    financePath: config.finance.page_path,
    /** Reserving online takes cards: the footer says which. */
    acceptsPayments: config.checkout.enabled,
    serviceBanner: { offers: !config.offers.excluded, sticky: config.home.service_banner_sticky },
    /** The garage feature (accounts.garage) puts My Garage in the header. */
    garagePath: config.accounts.garage ? config.accounts.garage_route : null,
  };
}

export type Shell = ReturnType<typeof buildShell>;
