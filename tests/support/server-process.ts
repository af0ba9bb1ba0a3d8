import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The built server (`npm run build`) as a real process on a port of its own, as `npm start` runs
 * it, for tests that need the whole thing: HTTP, the process's life and death, its database folder.
 */
export interface ServerProcess {
  port: number;
  pid: number;
  /** The folder its embedded database, mail, journal and image cache live in. */
  dir: string;
  env: Record<string, string>;
  /** http://{site}.localhost:{port}{path} */
  url(site: string, path: string): string;
  /** Ends it as SIGTERM does: it finishes what it was doing and closes the database. */
  stop(): Promise<void>;
  /** Ends it as a crash does: no chance to finish anything. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
  output(): string;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Names a folder holding a migrated and seeded database (`db`) and the photos the seed wrote
 * (`media`), made once per build (tests/support/seeded-template.ts). A server that starts on the demo
 * sites starts from a copy: a fraction of a second where migrating and seeding took 20 s and 25
 * CPU-seconds, paid by every such server of the run.
 */
export const SEEDED_TEMPLATE = "SYSTEM_SEEDED_TEMPLATE";

/** Copies the run's seeded database and photos into a new server's folders, where the server would seed its own. */
export function startFromSeededTemplate(env: Record<string, string>, template = process.env[SEEDED_TEMPLATE]) {
  const seeds = env.SEED_DEMO !== "false" && !env.DATABASE_URL;
  if (!template || !seeds || existsSync(env.PGLITE_DIR!)) return;
  cpSync(path.join(template, "db"), env.PGLITE_DIR!, { recursive: true });
  if (!existsSync(env.MEDIA_DIR!)) cpSync(path.join(template, "media"), env.MEDIA_DIR!, { recursive: true });
}

/** `npm start`'s process as the build wrote it: plain JavaScript, no TypeScript loader. */
const SERVER_ENTRY = "build/server/main.js";

export async function startServer(
  options: { dir?: string; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error("The system tests run the built server: run `npm run build` first.");
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), "system-"));
  const port = await freePort();
  const env: Record<string, string> = {
    PORT: String(port),
    PGLITE_DIR: path.join(dir, "db"),
    MEDIA_DIR: path.join(dir, "media"),
    MAIL_DIR: path.join(dir, "mail"),
    LEAD_JOURNAL_DIR: path.join(dir, "journal"),
    IMAGE_CACHE_DIR: path.join(dir, "images"),
    DATABASE_URL: "",
    DEFAULT_SITE: "metro-used",
    TRUST_PROXY: "loopback",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    LEAD_OUTBOX_INTERVAL_MS: "500",
    // The tests play hundreds of shoppers at once from this one address; the cap has a test of its own.
    CONNECTIONS_PER_CLIENT: "1000",
    ...options.env,
  };
  startFromSeededTemplate(env);
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept in memory for this process and in the folder for another (the shared server's test files).
  let output = "";
  const log = path.join(dir, "server.log");
  const keep = (c: Buffer) => {
    output += c.toString();
    appendFileSync(log, c);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let ready = false; !ready;) {
    const state = await Promise.race([
      exited.then(() => "exited" as const),
      new Promise((r) => setTimeout(r, 200)).then(() => "waiting" as const),
    ]);
    if (state === "exited") throw new Error(`The server exited while starting:\n${output}`);
    ready = await fetch(`${base}/`).then(
      (r) => r.status < 500,
      () => false,
    );
  }
  return {
    port,
    pid: child.pid!,
    dir,
    env,
    url: (site, p) => `http://${site}.localhost:${port}${p}`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    exited,
    output: () => output,
  };
}

/**
 * The server a run's read-only system tests share (tests/setup/shared-server.ts starts it once):
 * booting and seeding one costs about 8 s, which each file paid again. It belongs to the run, so a
 * test can neither stop nor kill it.
 */
export function sharedServer(shared: {
  port: number;
  dir: string;
  pid: number;
  env: Record<string, string>;
}): ServerProcess {
  const refuse = () => Promise.reject(new Error("The shared server belongs to the run; start your own to stop it."));
  return {
    port: shared.port,
    pid: shared.pid,
    dir: shared.dir,
    env: shared.env,
    url: (site, p) => `http://${site}.localhost:${shared.port}${p}`,
    stop: refuse,
    kill: refuse,
    exited: new Promise(() => {}),
    output: () => readFileSync(path.join(shared.dir, "server.log"), "utf8"),
  };
}

export interface SiteRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One HTTP request to a site of the server, as a browser on *.localhost sends it (Node's fetch will
 * not send a Host header of our choosing). Redirects are not followed.
 */
export function siteFetch(
  server: ServerProcess,
  site: string,
  path: string,
  init: SiteRequest = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method: init.method ?? "GET",
        path,
        headers: { host: `${site}.localhost:${server.port}`, ...init.headers },
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
          const status = res.statusCode ?? 0;
          const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/** A browser's first visit to a form: the cookies it got and the form's one-time token. */
export async function visitForm(
  server: ServerProcess,
  site: string,
  path = "/contact",
): Promise<{ cookie: string; formToken: string }> {
  const response = await siteFetch(server, site, path);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const html = await response.text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { cookie, formToken };
}
