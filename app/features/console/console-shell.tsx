import "~/console.css";
import { useState, type ReactNode } from "react";
import { Form, NavLink } from "react-router";
import type { ConsoleSite } from "./console-card";

export interface ConsoleNavItem {
  to: string;
  label: string;
  /** A count beside the label (the inbox's new leads), and what it counts for a screen reader. */
  badge?: number;
  badgeLabel?: string;
}

export interface ConsoleStaff {
  name: string;
  email: string;
  roleLabel: string;
}

/**
 * The signed-in console's frame: a sidebar of the pages this staff member may open (a menu button on
 * a phone), who is signed in with their role, and Sign out. Staff use it all day: dense, and every
 * part reachable by keyboard.
 */
export function ConsoleShell({
  site,
  staff,
  nav,
  children,
}: {
  site: ConsoleSite | undefined;
  staff: ConsoleStaff;
  nav: ConsoleNavItem[];
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex items-center justify-between bg-primary px-4 py-2 text-primary-foreground lg:hidden">
        <span className="font-bold">{site?.name} console</span>
        <button
          type="button"
          className="rounded border border-primary-foreground/60 px-3 py-1 font-semibold"
          aria-expanded={open}
          aria-controls="console-nav"
          onClick={() => setOpen((o) => !o)}
        >
          Menu
        </button>
      </header>
      <nav
        id="console-nav"
        aria-label="Console"
        className={`${open ? "block" : "hidden"} bg-primary text-primary-foreground lg:sticky lg:top-0 lg:block lg:h-screen lg:w-56 lg:shrink-0`}
      >
        <div className="hidden items-center gap-2 px-4 py-4 lg:flex">
          {site ? <img src={site.logo.src} alt="" className="h-8 w-auto max-w-[7rem]" /> : null}
          <span className="text-sm font-bold leading-tight">{site?.name}</span>
        </div>
        <ul className="px-2 py-2">
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/console"}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block rounded px-3 py-2 font-semibold ${isActive ? "bg-primary-foreground text-primary" : "hover:bg-primary-foreground/15"}`
                }
              >
                {item.label}
                {item.badge ? (
                  <span className="ml-2 rounded-full bg-primary-foreground px-2 text-xs font-bold text-primary">
                    {item.badge}
                    <span className="sr-only"> {item.badgeLabel}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="border-t border-primary-foreground/25 px-4 py-3 text-sm">
          <p className="font-semibold">{staff.name}</p>
          <p>
            {staff.roleLabel} · {staff.email}
          </p>
          <Form method="post" action="/console/sign-out" className="mt-2">
            <button type="submit" className="font-semibold underline">
              Sign out
            </button>
          </Form>
        </div>
      </nav>
      <main id="main" className="min-w-0 flex-1 px-4 py-5 lg:px-8">
        {children}
      </main>
    </div>
  );
}
