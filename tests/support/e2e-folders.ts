import { rmSync } from "node:fs";
import { seededTemplate } from "./seeded-template";
import { startFromSeededTemplate } from "./server-process";

/**
 * The browser tests' server (playwright.config.ts) starts on folders of its own, from a copy of the
 * seeded demo sites (made by the system tests before, or here when stale) instead of seeding them
 * while the tests wait. This prepares them; the server is then `npm start`'s, as built.
 */
const env = process.env as Record<string, string>;
for (const dir of [env.PGLITE_DIR, env.MAIL_DIR, env.MEDIA_DIR]) rmSync(dir!, { recursive: true, force: true });
startFromSeededTemplate(env, await seededTemplate());
