import { timingSafeEqual } from "node:crypto";
import type { Env } from "./env.server";
import { currentOwner } from "../db/pglite-owner.server";

/**
 * Command-line tools (leads, import, seed) and a running server that owns the embedded database:
 * the tools send their work to the server on loopback with the secret the server left in its
 * claim (readable by its owner only), instead of opening the database a second time.
 */
export const LOCAL_ADMIN_HEADER = "x-local-admin";

export interface RunningServer {
  port: number;
  secret: string;
}

/** The server that owns this environment's embedded database, if one runs; never with DATABASE_URL. */
export function runningServer(env: Pick<Env, "DATABASE_URL" | "PGLITE_DIR">): RunningServer | null {
  if (env.DATABASE_URL) return null;
  const owner = currentOwner(env.PGLITE_DIR);
  return owner?.port && owner.secret ? { port: owner.port, secret: owner.secret } : null;
}

/** Calls the running server's `/_local/{path}`; its JSON answer, or the error it gives. */
export async function askServer<T>(server: RunningServer, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${server.port}/_local/${path}`, {
    ...init,
    headers: { ...init.headers, [LOCAL_ADMIN_HEADER]: server.secret },
  });
  const body = (await response.json().catch(() => ({ error: `The server answered ${response.status}` }))) as
    T | { error: string };
  if (!response.ok && typeof body === "object" && body && "error" in body) throw new Error(body.error);
  return body as T;
}

export function isLocalAdminRequest(
  secret: string,
  presented: string | undefined,
  remoteAddress: string | undefined,
): boolean {
  const loopback = remoteAddress === "127.0.0.1" || remoteAddress === "::1" || remoteAddress === "::ffff:127.0.0.1";
  if (!loopback || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
