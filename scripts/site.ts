import { readFile, writeFile } from "node:fs/promises";
import { bootPlatform } from "~/platform/boot/boot.server";
import { readEnv } from "~/platform/runtime/env.server";
import { askServer, runningServer } from "~/platform/runtime/local-admin.server";
import { exportSite, importSite } from "~/platform/tenancy/site-transfer.server";
import type { SiteScope } from "~/platform/tenancy/site-scope";
import type { VersionWrite } from "~/platform/tenancy/site-versions.server";

/**
 * `npm run site -- export <slug> [file]`: the site's published configuration as JSON (to the file,
 * or printed). `npm run site -- import <file>`: validates the file and publishes it as the site's
 * next version (the slug inside names the site). Beside a running server, both go through it.
 */
const [command, first, second] = process.argv.slice(2);
const env = readEnv();

async function withSite<T>(
  slug: string,
  local: string,
  init: RequestInit | undefined,
  direct: (scope: SiteScope) => Promise<T>,
) {
  const server = runningServer(env);
  if (server) return askServer<T>(server, `${local}?site=${encodeURIComponent(slug)}`, init);
  const platform = await bootPlatform(env);
  try {
    const scope = platform.scopes.get(slug);
    if (!scope) throw new Error(`No site ${slug}; sites: ${[...platform.scopes.keys()].join(", ")}`);
    return await direct(scope);
  } finally {
    await platform.database.close();
  }
}

try {
  if (command === "export" && first) {
    const config = await withSite(first, "site-export", undefined, exportSite);
    const text = `${JSON.stringify(config, null, 2)}\n`;
    if (second) await writeFile(second, text);
    else process.stdout.write(text);
  } else if (command === "import" && first) {
    const config = JSON.parse(await readFile(first, "utf8")) as { slug?: unknown };
    if (typeof config.slug !== "string") throw new Error(`${first} names no site: it has no "slug"`);
    const written = await withSite<VersionWrite>(
      config.slug,
      "site-import",
      { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(config) },
      (scope) => importSite(scope, config),
    );
    if (!written.ok) throw new Error(written.error);
    console.log(`${config.slug}: version ${written.number} published`);
  } else {
    console.error("Usage: npm run site -- export <slug> [file] | import <file>");
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
