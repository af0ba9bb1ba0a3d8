import { describeLeads, type LeadReportRow } from "~/features/leads";
import { leadReport } from "~/features/leads/index.server";
import { bootPlatform } from "~/platform/boot/boot.server";
import { readEnv } from "~/platform/runtime/env.server";
import { askServer, runningServer } from "~/platform/runtime/local-admin.server";

/** `npm run leads -- --site <slug>`: the site's newest leads and where each delivery stands. */
const args = process.argv.slice(2);
const given = args.includes("--site") ? args[args.indexOf("--site") + 1] : undefined;
if (!given) {
  console.error("Usage: npm run leads -- --site <slug>");
  process.exit(2);
}
const slug: string = given;
const env = readEnv();

async function report(): Promise<LeadReportRow[]> {
  const server = runningServer(env);
  if (server) {
    console.log(`(read through the server running on port ${server.port}, which owns ${env.PGLITE_DIR})`);
    return askServer(server, `leads?site=${encodeURIComponent(slug)}`);
  }
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
  for (const line of describeLeads(slug, await report())) console.log(line);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
