import { readFile } from "node:fs/promises";
import path from "node:path";
import { describeImport, importInventory, type ImportReport } from "~/features/inventory/index.server";
import { formatFromFileName, type InventoryFormat } from "~/features/inventory";
import { bootPlatform } from "~/platform/boot/boot.server";
import { readEnv, type Env } from "~/platform/runtime/env.server";
import { askServer, runningServer } from "~/platform/runtime/local-admin.server";

/**
 * `npm run import -- --site <slug> <file>`: exits 1 when any row was rejected, 2 when nothing could
 * be read. Beside a running server that owns the embedded database, the file goes through that
 * server, so its search shows the cars at once and the database has one writer.
 */
export async function runImport(args: string[], env: Env, print: (line: string) => void): Promise<number> {
  const siteIndex = args.indexOf("--site");
  const slug = siteIndex >= 0 ? args[siteIndex + 1] : undefined;
  const file = args.find((a, i) => i !== siteIndex && i !== siteIndex + 1);
  if (!slug || !file) {
    print("Usage: npm run import -- --site <slug> <file.json|file.ndjson|file.csv>");
    return 2;
  }
  const format = formatFromFileName(file);
  if (!format) {
    print(`Cannot tell the format of ${file}: use a .json, .ndjson or .csv file`);
    return 2;
  }
  try {
    const report = await importText(
      env,
      slug,
      { name: path.basename(file), text: await readFile(file, "utf8") },
      format,
      print,
    );
    for (const line of describeImport(report)) print(line);
    return report.bad.length > 0 ? 1 : 0;
  } catch (error) {
    print((error as Error).message);
    return 2;
  }
}

async function importText(
  env: Env,
  slug: string,
  file: { name: string; text: string },
  format: InventoryFormat,
  print: (line: string) => void,
): Promise<ImportReport> {
  const server = runningServer(env);
  if (server) {
    print(`(sent through the server running on port ${server.port}, which owns ${env.PGLITE_DIR})`);
    const query = new URLSearchParams({ site: slug, format, file: file.name });
    return askServer<ImportReport>(server, `import?${query}`, {
      method: "POST",
      body: file.text,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const platform = await bootPlatform(env);
  try {
    const scope = platform.scopes.get(slug);
    if (!scope) throw new Error(`No site ${slug}; sites: ${[...platform.scopes.keys()].join(", ")}`);
    return await importInventory(scope, file.text, format, { source: "cli", fileName: file.name });
  } finally {
    await platform.database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runImport(process.argv.slice(2), readEnv(), (line) => console.log(line)));
}
