import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Debian's chromium-headless-shell: the same Blink and V8 as its chromium, without the browser's own
 * windows, which cost more than the pages did (a browser process and a WebUI renderer drawing a
 * window no one sees: the stage took 401 CPU-seconds against 770, 227 s against 580). Chromium is
 * the fallback where only it is installed.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ??
  "/usr/bin/chromium";

/** Browser tests run Debian's Chromium against the built server, on a fresh copy of the seeded demo sites. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // The console's journeys (draft, preview, publish, restore) load ten pages or more, and a publish
  // draws five pages first: 25 to 32 s each on a slow 2-core machine, past the 30 s default.
  timeout: 60_000,
  // An assertion waits for what the person would see, up to 15 s: on a two-core machine at load 12
  // a click to a vehicle page, whose sections are split into their own chunk, drew them after 5 s
  // (the default), and a test failed on the machine's speed, not the product's (issue 52).
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "phone",
      testMatch: /(shell|accessibility)\.spec\.ts/,
      use: { ...devices["Pixel 7"], browserName: "chromium", viewport: { width: 390, height: 844 } },
    },
    { name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // The built server on fresh folders, from a copy of the seeded demo sites (tests/support/e2e-folders.ts).
    command: `node --import tsx tests/support/e2e-folders.ts && node build/server/main.js`,
    url: `http://localhost:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // As `npm start` runs it (NODE_ENV production: React's development build renders at half the
    // speed); a test reads a sign-in code as `npm run sms` does (tests/e2e/shopper.ts).
    env: {
      PORT: String(PORT),
      PGLITE_DIR: "data/e2e",
      MAIL_DIR: "data/e2e-mail",
      MEDIA_DIR: "data/e2e-media",
      TRUST_PROXY: "loopback",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  },
});
