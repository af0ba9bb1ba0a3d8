import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "../logger.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Calls onPayload for every NOTIFY on the channel from another connection. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects a real server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data directory; "memory://" keeps it in memory. */
  pgliteDir?: string;
}

const migrationsFolder = path.resolve(process.cwd(), "app/platform/db/migrations");

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.pgliteDir ?? "./data/pglite");
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
  pool.on("error", (error) => logger.warn({ err: error }, "an idle PostgreSQL connection was closed by the server"));
  const db = drizzlePg(pool, { schema });
  const listeners: pg.Client[] = [];
  return {
    db: db as unknown as Database,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      listeners.push(await listenOn(url, channel, onPayload));
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((c) => c.end()));
      await pool.end();
    },
  };
}

function openPglite(dir: string): DatabaseHandle {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // Embedded PGlite serves one process, whose own changes are told to it directly.
    listen: async () => {},
    close: () => client.close(),
  };
}

/** A dedicated connection for LISTEN, reopened when the server drops it. */
async function listenOn(url: string, channel: string, onPayload: (payload: string) => void): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("notification", (n) => {
    if (n.channel === channel && n.payload) onPayload(n.payload);
  });
  client.on("error", (error) => {
    logger.warn({ err: error, channel }, "the LISTEN connection was closed; reopening");
    setTimeout(() => void listenOn(url, channel, onPayload).catch((e) => logger.error({ err: e }, "could not reopen LISTEN")), 1000);
  });
  await client.connect();
  await client.query(`listen ${channel}`);
  return client;
}
