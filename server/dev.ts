import { createServer } from "vite";
import { readEnv } from "~/platform/runtime/env.server";
import type * as PlatformModule from "./app";
import { serve } from "./serve";

/** `npm run dev`: one process, the platform loaded through Vite's middleware, which reloads what changes. */
await serve(readEnv(), true, async (app) => {
  const vite = await createServer({ server: { middlewareMode: true } });
  app.use(vite.middlewares);
  return (await vite.ssrLoadModule("./server/app.ts")) as typeof PlatformModule;
});
