import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Embedded PGlite belongs to one process, so a command-line tool must not open it while the server
 * runs. The server leaves its port and a secret beside the database folder (readable by its owner
 * only); tools ask the running server through that, and open the database themselves otherwise.
 */
export interface LocalAdmin {
  pid: number;
  port: number;
  secret: string;
}

export const LOCAL_ADMIN_HEADER = "x-local-admin";

export function localAdminFile(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.server.json`;
}

export function announceLocalAdmin(file: string, port: number): LocalAdmin {
  const admin = { pid: process.pid, port, secret: randomBytes(24).toString("base64url") };
  writeFileSync(file, JSON.stringify(admin), { mode: 0o600 });
  return admin;
}

export function withdrawLocalAdmin(file: string) {
  rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The running server that owns the PGlite folder, if there is one. */
export function runningServer(file: string): LocalAdmin | null {
  if (!existsSync(file)) return null;
  try {
    const admin = JSON.parse(readFileSync(file, "utf8")) as LocalAdmin;
    return alive(admin.pid) ? admin : null;
  } catch {
    return null;
  }
}

export function isLocalAdminRequest(admin: LocalAdmin, presented: string | undefined, remoteAddress: string | undefined): boolean {
  const loopback = remoteAddress === "127.0.0.1" || remoteAddress === "::1" || remoteAddress === "::ffff:127.0.0.1";
  if (!loopback || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(admin.secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
