import { Link, NavLink } from "react-router";
import { telHref } from "~/ui/format";
import { imageUrl } from "~/platform/images/image-url";
import type { MenuItem } from "~/platform/tenancy/navigation-defaults";
import { ModelsMenuItem } from "./models-menu";
import { OpeningHoursMenu } from "./opening-hours-menu";
import type { Shell } from "./shell";
import { useDropdownMarker } from "./use-dropdown-marker";

/** `stockCounts` fills the dynamic Our Stock dropdown: live in-stock counts by listing path. */
export function SiteHeader({ shell, stockCounts }: { shell: Shell; stockCounts: Record<string, number> }) {
  const dropdown = useDropdownMarker();
  return (
    <header className="relative z-30 bg-header text-header-foreground shadow-sm" data-dropdown-open={dropdown.open || undefined} {...dropdown.handlers}>
      {dropdown.open ? <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-full -z-10 h-screen bg-black/25" /> : null}
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
          <a href={telHref(shell.phone)} className="ml-auto shrink-0 rounded border border-current px-3 py-2 font-semibold md:ml-0 md:border-0 md:px-0 md:py-0" aria-label={`Call ${shell.phone}`}>
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
        <details className="group relative lg:hidden" data-dropdown>
          <summary className="cursor-pointer list-none rounded border border-current px-3 py-2 font-semibold">Menu</summary>
          <nav aria-label="Main" className="absolute right-0 z-20 mt-2 w-72 rounded bg-background p-3 text-foreground shadow-lg">
            <MobileMenu items={shell.header} counts={stockCounts} />
            <ShopperLinks garagePath={shell.garagePath} className="mt-2 flex gap-4 border-t pt-3 font-semibold" />
          </nav>
        </details>
      </div>
      <nav aria-label="Main" className="hidden border-t border-white/20 lg:block">
        <ul className="mx-auto flex max-w-7xl items-stretch gap-1 px-4">
          {shell.header.map((item) => (
            <DesktopItem key={item.label} item={item} counts={stockCounts} />
          ))}
        </ul>
      </nav>
    </header>
  );
}

function DesktopItem({ item, counts }: { item: MenuItem; counts: Record<string, number> }) {
  const emphasis = item.emphasised ? "rounded bg-accent text-accent-foreground" : "";
  if (item.dynamic === "models") return <ModelsMenuItem label={item.label} linkClass={`nav-top ${emphasis}`} />;
  return (
    <li className="group relative" data-dropdown={item.children?.length ? true : undefined}>
      <NavLink to={item.href} end={item.href === "/"} className={`nav-top ${emphasis}`}>
        {item.label}
      </NavLink>
      <Submenu
        items={item.children}
        counts={item.dynamic === "stock" ? counts : undefined}
        listClass="nav-dropdown"
        linkClass="nav-dropdown-link"
      />
    </li>
  );
}

function MobileMenu({ items, counts }: { items: MenuItem[]; counts: Record<string, number> }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.href} className={`nav-mobile-link ${item.emphasised ? "bg-accent text-accent-foreground" : "hover:bg-muted"}`}>
            {item.label}
          </Link>
          <Submenu items={item.children} counts={item.dynamic === "stock" ? counts : undefined} listClass="ml-4 border-l border-muted pl-2" linkClass="nav-mobile-sublink" />
        </li>
      ))}
    </ul>
  );
}

function Submenu({ items, counts, listClass, linkClass }: { items: MenuItem[] | undefined; counts?: Record<string, number>; listClass: string; linkClass: string }) {
  if (!items?.length) return null;
  return (
    <ul className={listClass}>
      {items.map((child) => (
        <li key={child.label}>
          <Link to={child.href} className={linkClass}>
            {child.label}
            {counts?.[child.href] !== undefined ? <span className="text-muted-foreground">{` (${counts[child.href]})`}</span> : null}
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
      {garagePath ? (
        <Link to={garagePath} className="hover:underline">
          My Garage
        </Link>
      ) : null}
    </div>
  );
}
