import { consoleFuzzTargets } from "../tests/support/console-fuzz";
import { fuzz, fuzzContext, fuzzTargets } from "../tests/support/fuzz";
import { startServer } from "../tests/support/server-process";
import { staffCookie } from "../tests/support/staff-session";

/**
 * `npm run fuzz [-- --runs 1000]` (after `npm run build`): starts the built server on a fresh demo
 * database, sends that many malformed requests to every route and form action (the console's signed
 * in as owner, manager and sales), and prints how many
 * got an answer of 500 or more, with an example of each. Exits 1 when any did.
 */
const runsAt = process.argv.indexOf("--runs");
const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 1000;
const server = await startServer();
let failures = 0;
try {
  const context = await fuzzContext(server, "metro-used");
  const cookies = {
    owner: await staffCookie(server, "metro-used", "owner"),
    manager: await staffCookie(server, "metro-used", "manager"),
    sales: await staffCookie(server, "metro-used", "sales"),
  };
  const targets = [...fuzzTargets(context), ...consoleFuzzTargets({ origin: context.origin, cookies })];
  console.log(`${runs} malformed requests per target against the built server on port ${server.port}\n`);
  console.log(`${"target".padEnd(44)} ${"inputs".padStart(7)} ${"5xx".padStart(5)}`);
  for (const target of targets) {
    const result = await fuzz(server, "metro-used", target, runs);
    failures += result.failures.length;
    console.log(
      `${target.name.padEnd(44)} ${String(result.runs).padStart(7)} ${String(result.failures.length).padStart(5)}`,
    );
    for (const failure of result.failures.slice(0, 3))
      console.log(`    ${failure.status} ${failure.request.method} ${failure.request.path.slice(0, 120)}`);
  }
  console.log(`\n${failures} answers of 500 or more`);
} finally {
  await server.stop();
}
process.exit(failures > 0 ? 1 : 0);
