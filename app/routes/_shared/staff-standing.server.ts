import { may, permissions, type Permission } from "~/features/console-staff";
import { readStaffSession } from "~/features/console-staff/index.server";
import type { StaffStanding } from "~/platform/http/react-router-handler.server";
import { resolveSiteSlug, type HostIndex } from "~/platform/tenancy/host";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { StaffCookies } from "./staff-cookies.server";

const isPermission = (name: string): name is Permission => (permissions as readonly string[]).includes(name);

/**
 * What the HTTP layer asks before it reads a console body: is there a live staff session of the site
 * at this Host, and does its role have the permission the address needs? The session cookie is read
 * under either of its names (Secure in production, plain on *.localhost).
 */
export function staffStanding(registry: HostIndex, scopes: Map<string, SiteScope>, cookies: StaffCookies) {
  return async (host: string, cookie: string | undefined, permission: string | null): Promise<StaffStanding> => {
    const slug = resolveSiteSlug(host, registry);
    const scope = slug ? scopes.get(slug) : undefined;
    if (!scope || !cookie) return "signed-out";
    const id: unknown = (await cookies.session(true).parse(cookie)) ?? (await cookies.session(false).parse(cookie));
    const session = typeof id === "string" ? await readStaffSession(scope, id) : null;
    if (!session) return "signed-out";
    if (permission === null) return "allowed";
    return isPermission(permission) && may(session.staff, permission) ? "allowed" : "forbidden";
  };
}
