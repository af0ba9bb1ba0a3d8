import { readFileSync } from "node:fs";
import { ownerFile } from "~/platform/db/pglite-owner.server";
import { LOCAL_ADMIN_HEADER } from "~/platform/runtime/local-admin.server";
import type { PushService } from "./push-service";
import { siteFetch } from "./server-process";
import { staffCookie } from "./staff-session";

/**
 * Staff with lead alerts on their (mock) phones, for the speed-to-lead system test and
 * `npm run bench:leads`: signed in over HTTP, notifications allowed through the console's own
 * /console/push, available or away as their account page sets it.
 */
export interface Pocket {
  name: string;
  cookie: string;
  client: string;
}

interface RunningServer {
  port: number;
  env: Record<string, string>;
}

async function localAdmin(server: RunningServer, path: string, init: RequestInit = {}) {
  const { secret } = JSON.parse(readFileSync(ownerFile(server.env.PGLITE_DIR!), "utf8")) as { secret: string };
  const answer = await fetch(`http://127.0.0.1:${server.port}/_local/${path}`, {
    ...init,
    headers: { ...init.headers, [LOCAL_ADMIN_HEADER]: secret, "content-type": "application/json" },
  });
  if (!answer.ok) throw new Error(`/_local/${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json() as Promise<Record<string, unknown>>;
}

/** The site's yards taken as always open (no sales hours given) and the lead routing asked for, published. */
export async function routeLeads(server: RunningServer, site: string, routing: Record<string, unknown>) {
  const config = await localAdmin(server, `site-export?site=${site}`);
  const locations = config.locations as { list?: { contact_detail: { opening_hours: Record<string, unknown> } }[] };
  if (!locations.list?.length) throw new Error(`${site} has no yards to open`);
  for (const yard of locations.list) delete yard.contact_detail.opening_hours.sales;
  await localAdmin(server, `site-import?site=${site}`, {
    method: "POST",
    body: JSON.stringify({ ...config, lead_routing: { ...(config.lead_routing as object), ...routing } }),
  });
}

export const consoleHeaders = (server: RunningServer, site: string, cookie: string) => ({
  cookie,
  origin: `http://${site}.localhost:${server.port}`,
  "sec-fetch-site": "same-origin",
});

/** A staff member signed in with notifications allowed on their (mock) browser. */
export async function withPush(
  server: RunningServer,
  push: PushService,
  site: string,
  role: "sales" | "manager",
  name: string,
): Promise<Pocket> {
  const cookie = await staffCookie(server as never, site, role, { name });
  const headers = consoleHeaders(server, site, cookie);
  const keyAnswer = await siteFetch(server as never, site, "/console/push.data", { headers });
  const publicKey = /"publicKey","([\w-]+)"/.exec(await keyAnswer.text())?.[1];
  if (!publicKey) throw new Error(`no push key for ${name}: ${keyAnswer.status}`);
  const { subscription, client } = await push.subscribe(publicKey);
  const kept = await siteFetch(server as never, site, "/console/push", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ intent: "subscribe", subscription }),
  });
  if (kept.status !== 200) throw new Error(`${name}'s subscription was refused: ${kept.status}`);
  return { name, cookie, client };
}

/** Marks someone away (or back) as their own account page does. */
export async function setAvailable(server: RunningServer, site: string, cookie: string, available: boolean) {
  const form = new URLSearchParams({ intent: "alerts", alert_push: "on", alert_email: "on", mobile: "" });
  if (available) form.set("available", "on");
  const answer = await siteFetch(server as never, site, "/console/account", {
    method: "POST",
    headers: { ...consoleHeaders(server, site, cookie), "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  if (answer.status >= 400) throw new Error(`the account page answered ${answer.status}`);
}

/** The demo site's own salesperson, marked away, so only the staff a run signs in take its leads. */
export async function demoSalespersonAway(server: RunningServer, site: string, email: string) {
  const cookie = await staffCookie(server as never, site, "sales", { email, name: "Jordan Lee" });
  await setAvailable(server, site, cookie, false);
}
