import { bootPlatform } from "~/platform/boot/boot.server";
import type { ServerProcess } from "./server-process";

/** The stopped (or killed) server's embedded database, opened as the next process would, to read what it kept. */
export function openStoppedDatabase(server: Pick<ServerProcess, "env">) {
  return bootPlatform({
    PGLITE_DIR: server.env.PGLITE_DIR!,
    SITES_DIR: "sites",
    DATABASE_URL: undefined,
    DEFAULT_SITE: undefined,
  });
}
