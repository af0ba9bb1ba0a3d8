import { leadReport, type LeadReportRow } from "~/features/leads/lead-store.server";
import { describeLeads } from "~/features/leads/describe-leads";
import { bootPlatform } from "~/platform/boot.server";
import { readEnv } from "~/platform/env.server";
import { LOCAL_ADMIN_HEADER, localAdminFile, runningServer } from "~/platform/local-admin.server";

/** `npm run leads -- --site <slug>`: the site's newest leads and where each delivery stands. */
const args = process.argv.slice(2);
const given = args.includes("--site") ? args[args.indexOf("--site") + 1] : undefined;
if (!given) {
  console.error("Usage: npm run leads -- --site <slug>");
  process.exit(2);
}
const slug: string = given;

const env = readEnv();

async function fromRunningServer(): Promise<LeadReportRow[] | null> {
  const admin = env.DATABASE_URL ? null : runningServer(localAdminFile(env.PGLITE_DIR));
  if (!admin) return null;
  const response = await fetch(`http://127.0.0.1:${admin.port}/_local/leads?site=${encodeURIComponent(slug)}`, { headers: { [LOCAL_ADMIN_HEADER]: admin.secret } });
  const body = (await response.json()) as LeadReportRow[] | { error: string };
  if ("error" in body) throw new Error(body.error);
  console.log(`(read through the server running on port ${admin.port}, which owns ${env.PGLITE_DIR})`);
  return body;
}

async function fromDatabase(): Promise<LeadReportRow[]> {
  const platform = await bootPlatform(env);
  try {
    const scope = platform.scopes.get(slug);
    if (!scope) throw new Error(`No site ${slug}; sites: ${[...platform.scopes.keys()].join(", ")}`);
    return await leadReport(scope);
  } finally {
    await platform.database.close();
  }
}

try {
  const rows = (await fromRunningServer()) ?? (await fromDatabase());
  for (const line of describeLeads(slug, rows)) console.log(line);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
