import { randomUUID } from "node:crypto";
import { Outlet } from "react-router";
import { ConsoleErrorBoundary, ConsoleShell, type ConsoleNavItem } from "~/features/console/components";
import { may, roleLabels } from "~/features/console-staff";
import { newLeadCount } from "~/features/console-inbox/index.server";
import { siteContext } from "~/platform/http/context";
import { personalHeaders } from "~/platform/http/personal";
import { useRootData } from "~/root-data";
import { requireStaffSession, staffContext } from "../_shared/staff.server";
import type { Route } from "./+types/layout";

/** Every console page and action runs under a live staff session of this site. */
export const middleware: Route.MiddlewareFunction[] = [requireStaffSession];

export async function loader({ context }: Route.LoaderArgs) {
  const { staff } = context.get(staffContext);
  const leads = may(staff, "leads.read");
  const unread = leads ? await newLeadCount(context.get(siteContext), staff) : 0;
  const nav: ConsoleNavItem[] = [
    ...(leads ? [{ to: "/console/dashboard", label: "Dashboard" }] : []),
    ...(leads ? [{ to: "/console/leads", label: "Leads", badge: unread, badgeLabel: "new" }] : []),
    ...(may(staff, "stock.read") ? [{ to: "/console/stock", label: "Stock" }] : []),
    ...(may(staff, "stock.write") ? [{ to: "/console/imports", label: "Imports" }] : []),
    ...(may(staff, "content.write") ? [{ to: "/console/offers", label: "Offers" }] : []),
    ...(may(staff, "content.write") ? [{ to: "/console/pages", label: "Pages and news" }] : []),
    ...(may(staff, "settings.write") ? [{ to: "/console/settings", label: "Settings" }] : []),
    ...(may(staff, "staff.manage") ? [{ to: "/console/staff", label: "Staff" }] : []),
    ...(may(staff, "audit.read") ? [{ to: "/console/audit", label: "Audit trail" }] : []),
    ...(may(staff, "sites.manage") ? [{ to: "/console/sites", label: "Dealer sites" }] : []),
    { to: "/console/account", label: "Your account" },
  ];
  const roleLabel = staff.operator ? "Platform operator" : roleLabels[staff.role];
  // Every load a new one: a console form's send key (SendKey) is this and the form's name.
  return {
    staff: { name: staff.name, email: staff.email, roleLabel },
    nav,
    sendKey: randomUUID(),
    // Whose drafts this browser offers back: never another staff member's on a shared device.
    draftOwner: String(staff.staffId),
  };
}

export const headers = personalHeaders;

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell site={useRootData()} staff={loaderData.staff} nav={loaderData.nav}>
      <Outlet />
    </ConsoleShell>
  );
}

/** Staff wording for a refused, missing or failed page, with a way back into the console. */
export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <ConsoleErrorBoundary />
    </main>
  );
}
