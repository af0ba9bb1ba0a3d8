import { FEEDS, feedCounts, type FeedCounts } from "~/features/seo/index.server";
import { bootPlatform } from "~/platform/boot/boot.server";
import { readEnv } from "~/platform/runtime/env.server";
import { askServer, runningServer } from "~/platform/runtime/local-admin.server";
import { loadSiteRegistry } from "~/platform/tenancy/site-registry.server";

/** `npm run feeds -- --site <slug>`: the site's marketplace feed and sitemap addresses, and how many cars the feeds carry. */
const args = process.argv.slice(2);
const slug = args.includes("--site") ? args[args.indexOf("--site") + 1] : undefined;
if (!slug) {
  console.error("Usage: npm run feeds -- --site <slug>");
  process.exit(2);
}
const env = readEnv();
const config = loadSiteRegistry(env.SITES_DIR, env.DEFAULT_SITE).sites.get(slug);
if (!config) {
  console.error(`No site ${slug}`);
  process.exit(2);
}

async function counts(): Promise<FeedCounts> {
  const server = runningServer(env);
  if (server) return askServer(server, `feeds?site=${encodeURIComponent(slug!)}`);
  const platform = await bootPlatform(env);
  try {
    return await feedCounts(platform.scopes.get(slug!)!);
  } finally {
    await platform.database.close();
  }
}

try {
  const { carried, refused } = await counts();
  const origin = config.url.replace(/\/+$/, "");
  const local = `http://${slug}.localhost:${env.PORT}`;
  console.log(
    `${config.name}: ${carried} cars for sale in the feeds; left out: ${refused["no price"]} without a price, ${refused["no image"]} without a picture.`,
  );
  for (const path of [...Object.keys(FEEDS).map((name) => `/feeds/${name}`), "/sitemap.xml", "/robots.txt"])
    console.log(`  ${origin}${path}  (here: ${local}${path})`);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
