import { openDatabase } from "~/platform/db/client.server";

// A second process that opens an embedded database and keeps it open, for tests of the owner claim.
const handle = openDatabase({ pgliteDir: process.argv[2]! });
await handle.migrate();
console.log("ready");
setInterval(() => {}, 60_000);
