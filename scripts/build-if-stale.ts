import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * `npm start` builds only when the build is missing or older than what it is built from, so a
 * restart takes seconds, not a rebuild. The sites' folders are read when the server starts, so
 * editing a site needs no build.
 */
const BUILT = "build/server/main.js";
const INPUTS = [
  "app",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "scripts/precompress.ts",
];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), stat.mtimeMs);
}

const built = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const changed = Math.max(...INPUTS.map(newest));
if (changed > built) {
  // The build's table of files is for `npm run build`; starting the sites shows it only if the build fails.
  console.log("Building the sites (the source is newer than the build)...");
  const started = Date.now();
  const build = spawnSync("npm", ["run", "--silent", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    process.stdout.write(build.stdout);
    process.stderr.write(build.stderr);
    process.exit(build.status ?? 1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  process.exit(0);
}
console.log("The build is up to date with the source; starting it.");
