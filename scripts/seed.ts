import { seedSite } from "~/features/demo/seed.server";
import { bootPlatform } from "~/platform/boot.server";
import { readEnv } from "~/platform/env.server";

/** `npm run seed [-- --site <slug>]`: replaces the demo sites' content with the deterministic demo set. */
const env = readEnv();
const platform = await bootPlatform(env);
const only = process.argv.includes("--site") ? process.argv[process.argv.indexOf("--site") + 1] : undefined;
const now = new Date(new Date().toISOString().slice(0, 10));
try {
  for (const [slug, scope] of platform.scopes) {
    if (only && slug !== only) continue;
    const started = performance.now();
    const cars = await seedSite(scope, now);
    console.log(`${slug}: ${cars} cars in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await platform.database.close();
}
