import { readFileSync } from "node:fs";
import { ownerFile } from "~/platform/db/pglite-owner.server";
import { LOCAL_ADMIN_HEADER } from "~/platform/runtime/local-admin.server";
import { siteFetch, type ServerProcess } from "./server-process";

export type StaffRoleToSign = "owner" | "manager" | "sales";

let signed = 0;

/**
 * A staff member of `site` signed in over HTTP as a person is: invited through the server's local
 * command, then the e-mailed link's Sign in button. Each sign-in comes from an address of its own
 * (the server trusts loopback's X-Forwarded-For), as a link's uses are limited per address.
 * Answers the Cookie header the console then takes.
 */
export async function staffCookie(
  server: ServerProcess,
  site: string,
  role: StaffRoleToSign,
  who: { email?: string; name?: string } = {},
): Promise<string> {
  const { secret } = JSON.parse(readFileSync(ownerFile(server.env.PGLITE_DIR!), "utf8")) as { secret: string };
  const origin = `http://${site}.localhost:${server.port}`;
  const n = ++signed;
  const email = who.email ?? `${role}-${Date.now()}-${n}@${site}.example`;
  const invited = await fetch(
    `http://127.0.0.1:${server.port}/_local/staff-invite?site=${site}&origin=${encodeURIComponent(origin)}`,
    {
      method: "POST",
      headers: { [LOCAL_ADMIN_HEADER]: secret, "content-type": "application/json" },
      body: JSON.stringify({ email, role, name: who.name ?? `${role} ${n}` }),
    },
  );
  const { link } = (await invited.json()) as { link: string };
  const answer = await siteFetch(server, site, new URL(link).pathname, {
    method: "POST",
    headers: {
      origin,
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `10.53.${Math.floor(n / 250)}.${n % 250}`,
    },
    body: "",
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (answer.status !== 303 || !cookie) throw new Error(`${role} could not sign in: ${answer.status}`);
  return cookie;
}
