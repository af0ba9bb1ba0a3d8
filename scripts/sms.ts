import { latestSms, type KeptSms } from "~/features/accounts/index.server";
import { bootPlatform } from "~/platform/boot/boot.server";
import { readEnv } from "~/platform/runtime/env.server";
import { askServer, runningServer } from "~/platform/runtime/local-admin.server";

/**
 * `npm run sms -- --site <slug>`: the texts (sign-in codes) the embedded SMS sender kept in the last
 * 10 minutes, when no SMS provider is set. Reads through the running server that owns the database.
 */
const args = process.argv.slice(2);
const slug = args.includes("--site") ? args[args.indexOf("--site") + 1] : undefined;
if (!slug) {
  console.error("Usage: npm run sms -- --site <slug>");
  process.exit(2);
}
const env = readEnv();

async function kept(site: string): Promise<KeptSms[]> {
  const server = runningServer(env);
  if (server) {
    console.log(`(read through the server running on port ${server.port}, which owns ${env.PGLITE_DIR})`);
    return askServer(server, `sms?site=${encodeURIComponent(site)}`);
  }
  const platform = await bootPlatform(env);
  try {
    const scope = platform.scopes.get(site);
    if (!scope) throw new Error(`No site ${site}; sites: ${[...platform.scopes.keys()].join(", ")}`);
    return await latestSms(scope);
  } finally {
    await platform.database.close();
  }
}

try {
  const messages = await kept(slug);
  if (messages.length === 0) console.log(`${slug}: no texts in the last 10 minutes`);
  for (const m of messages) console.log(`${new Date(m.created_at).toLocaleTimeString("en-AU")}  ${m.to}  ${m.body}`);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
