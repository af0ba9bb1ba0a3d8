import { readFile } from "node:fs/promises";
import { describeImport, importInventory } from "~/features/inventory/import.server";
import { formatFromFileName } from "~/features/inventory/parse-inventory";
import { bootPlatform } from "~/platform/boot.server";
import { readEnv } from "~/platform/env.server";

/** `npm run import -- --site <slug> <file>`: exits 1 when any row was rejected, 2 when nothing could be read. */
const args = process.argv.slice(2);
const siteIndex = args.indexOf("--site");
const slug = siteIndex >= 0 ? args[siteIndex + 1] : undefined;
const file = args.find((a, i) => i !== siteIndex && i !== siteIndex + 1);
if (!slug || !file) {
  console.error("Usage: npm run import -- --site <slug> <file.json|file.ndjson|file.csv>");
  process.exit(2);
}
const format = formatFromFileName(file);
if (!format) {
  console.error(`Cannot tell the format of ${file}: use a .json, .ndjson or .csv file`);
  process.exit(2);
}

const platform = await bootPlatform(readEnv());
let code = 0;
try {
  const scope = platform.scopes.get(slug);
  if (!scope) throw new Error(`No site ${slug}; sites: ${[...platform.scopes.keys()].join(", ")}`);
  const report = await importInventory(scope, await readFile(file, "utf8"), format);
  for (const line of describeImport(report)) console.log(line);
  code = report.bad.length > 0 ? 1 : 0;
} catch (error) {
  console.error((error as Error).message);
  code = 2;
} finally {
  await platform.database.close();
}
process.exit(code);
