import { mediaStoreFromEnv } from "~/platform/media/media-store-from-env.server";
import { seedDemoSites, type SeededSite } from "~/features/demo/index.server";
import { bootPlatform } from "~/platform/boot/boot.server";
import { readEnv } from "~/platform/runtime/env.server";
import { askServer, runningServer } from "~/platform/runtime/local-admin.server";

/**
 * `npm run seed [-- --site <slug>]`: replaces the demo sites' content with the deterministic demo set,
 * through the running server when one owns the embedded database.
 */
const env = readEnv();
const only = process.argv.includes("--site") ? process.argv[process.argv.indexOf("--site") + 1] : undefined;

async function seed(): Promise<SeededSite[]> {
  const server = runningServer(env);
  if (server) {
    console.log(`(sent through the server running on port ${server.port}, which owns ${env.PGLITE_DIR})`);
    return askServer(server, `seed${only ? `?site=${encodeURIComponent(only)}` : ""}`, { method: "POST" });
  }
  const platform = await bootPlatform(env);
  try {
    return await seedDemoSites(platform.scopes, mediaStoreFromEnv(env), only);
  } finally {
    await platform.database.close();
  }
}

try {
  for (const s of await seed()) console.log(`${s.site}: ${s.cars} cars in ${s.ms} ms`);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
