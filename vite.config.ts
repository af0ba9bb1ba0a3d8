import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig, type Plugin } from "vite";

// React Router 7.18 creates its child compiler with Vite's old `envFile: false`, and Vite warns about
// it on every build and start; nothing in this project can act on that warning, so it is dropped
// here and every other message is logged as usual.
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes("`envFile` option is deprecated")) warn(message, options);
};

/**
 * The app modules every page loads: the root route's static imports, found once the client build
 * has its module graph, so the code-splitting groups below can ask.
 */
const everyPage = new Set<string>();
const findEveryPage: Plugin = {
  name: "every-page-modules",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
    const visit = (id: string) => {
      if (everyPage.has(id)) return;
      everyPage.add(id);
      this.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    if (root) this.getModuleInfo(root)?.importedIds.forEach(visit);
  },
};

// The server build's entry is server/app.ts, which imports the routes' build: one module graph for
// the platform and the routes (see docs/architecture.md). With the Vite environment API (React
// Router's v8 flag) the server build is the `ssr` environment's.
export default defineConfig({
  customLogger: logger,
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one file, and the app code of the root route in
            // another, instead of a dozen small chunks: each file is compressed on its own, so the
            // pieces cost every page about 3.5 KB more gzip (docs/architecture.md).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                {
                  name: "every-page",
                  test: (id) => everyPage.has(id) && /[\\/]app[\\/].*\.tsx?$/.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), findEveryPage],
  resolve: { tsconfigPaths: true },
});
