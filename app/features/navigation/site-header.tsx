import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { telHref } from "~/ui/format";
import { CompareLink, CompareCount } from "~/features/compare/components";
import { imageUrl } from "~/platform/images/image-url";
import type { MenuItem } from "~/platform/tenancy/navigation-defaults";
import { BrandsMenuItem } from "./brands-menu";
import { ModelsMenuItem } from "./models-menu";
import { OpeningHoursMenu } from "./opening-hours-menu";
import type { Shell } from "./shell";
import { useDropdownMarker } from "./use-dropdown-marker";

/** `stockCounts` fills the dynamic Our Stock dropdown: live in-stock counts by listing path. */
export function SiteHeader({ shell, stockCounts }: { shell: Shell; stockCounts: Record<string, number> }) {
  const dropdown = useDropdownMarker();
  return (
    <header
      className="relative z-30 bg-header text-header-foreground shadow-sm"
      data-dropdown-open={dropdown.open || undefined}
      {...dropdown.handlers}
    >
      {dropdown.open ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-full -z-10 h-screen bg-black/25"
        />
      ) : null}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:gap-4">
        <Link to="/" className="shrink-0" aria-label={`${shell.name} home`}>
          <img
            src={imageUrl(shell.logo.src, { width: shell.logo.width * 2 })}
            alt={shell.logo.alt}
            width={shell.logo.width}
            height={shell.logo.height}
            className="h-10 w-auto sm:h-12"
          />
        </Link>
        {shell.phone ? (
          <a
            href={telHref(shell.phone)}
            className="ml-auto shrink-0 rounded border border-current px-3 py-2 font-semibold md:ml-0 md:border-0 md:px-0 md:py-0"
            aria-label={`Call ${shell.phone}`}
          >
            <span aria-hidden="true" className="md:hidden">
              Call
            </span>
            <span aria-hidden="true" className="hidden md:inline">
              {`Call ${shell.phone}`}
            </span>
          </a>
        ) : null}
        <div className="ml-auto hidden items-center gap-4 md:flex">
          <OpeningHoursMenu />
          <ShopperLinks garagePath={shell.garagePath} className="flex items-center gap-3 font-semibold" />
        </div>
        <button type="button" popoverTarget={MENU_ID} className="site-menu-button">
          Menu
          <CompareCount />
        </button>
      </div>
      <MainMenu items={shell.header} counts={stockCounts} garagePath={shell.garagePath} onToggle={dropdown.toggled} />
    </header>
  );
}

const MENU_ID = "site-menu";

/**
 * The site's one main menu: a bar with dropdowns on a large screen, and on a smaller one a panel
 * the Menu button opens as a popover, which works without scripts and closes on Escape or a tap
 * outside. It closes itself when a link in it has taken the shopper to another page.
 */
function MainMenu({
  items,
  counts,
  garagePath,
  onToggle,
}: {
  items: MenuItem[];
  counts: Record<string, number>;
  garagePath: string | null;
  onToggle: (open: boolean) => void;
}) {
  const menu = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    // Only a move to another page closes it: a menu a shopper opened before the scripts ran stays open.
    const here = `${pathname}${search}`;
    if (here === shownAt.current) return;
    shownAt.current = here;
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [pathname, search]);
  return (
    <nav
      ref={menu}
      id={MENU_ID}
      popover="auto"
      aria-label="Main"
      className="site-menu"
      onToggle={(event) => onToggle(event.newState === "open")}
    >
      <ul className="site-menu-list">
        {items.map((item) => (
          <MenuEntry key={item.label} item={item} counts={counts} />
        ))}
      </ul>
      <ShopperLinks garagePath={garagePath} className="site-menu-shopper" />
    </nav>
  );
}

function MenuEntry({ item, counts }: { item: MenuItem; counts: Record<string, number> }) {
  const linkClass = item.emphasised ? "nav-top nav-top-emphasised" : "nav-top";
  if (item.dynamic === "models") return <ModelsMenuItem label={item.label} linkClass={linkClass} />;
  if (item.dynamic === "brands") return <BrandsMenuItem label={item.label} linkClass={linkClass} />;
  return (
    <li className="group relative" data-dropdown={item.children?.length ? true : undefined}>
      <NavLink to={item.href} end={item.href === "/"} className={linkClass}>
        {item.label}
      </NavLink>
      <Submenu items={item.children} counts={item.dynamic === "stock" ? counts : undefined} />
    </li>
  );
}

function Submenu({ items, counts }: { items: MenuItem[] | undefined; counts?: Record<string, number> }) {
  if (!items?.length) return null;
  return (
    <ul className="nav-dropdown">
      {items.map((child) => (
        <li key={child.label}>
          <Link to={child.href} className="nav-dropdown-link">
            {child.label}
            {counts?.[child.href] !== undefined ? (
              <span className="text-muted-foreground">{` (${counts[child.href]})`}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Favourites, and My Garage where the site has the garage feature. */
function ShopperLinks({ garagePath, className }: { garagePath: string | null; className: string }) {
  return (
    <div className={className}>
      <Link to="/favourites" className="hover:underline">
        <span aria-hidden="true">♡ </span>Favourites
      </Link>
      <CompareLink className="hover:underline" />
      {garagePath ? (
        <Link to={garagePath} className="hover:underline">
          My Garage
        </Link>
      ) : null}
    </div>
  );
}
