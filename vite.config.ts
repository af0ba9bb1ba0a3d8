import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
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
 * The app modules every page loads: the root route's static imports, followed through each feature's
 * face (index.ts, components.ts) to the modules that define the names imported, found once the client
 * build has its module graph, so the code-splitting groups below can ask. Following a face's every
 * re-export instead would put a whole feature on every page.
 */
const everyPage = new Set<string>();
const APP = path.resolve(import.meta.dirname, "app");
const FACE = /[\\/]features[\\/][\w-]+[\\/](index|components)\.ts$/;
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}\s*from\s*|[\w*\s,{}]+from\s*)?["']([^"']+)["']/gm;

function resolveAppImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/")
    ? path.join(APP, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, base].find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** A module's static imports: each target with the names taken from it ("*" when not listed), types left out. */
interface StaticImport {
  target: string;
  names: string[] | "*";
}

function staticImports(file: string): StaticImport[] {
  return [...readFileSync(file, "utf8").matchAll(STATIC_IMPORT)].flatMap(([, typeOnly, list, spec]): StaticImport[] => {
    const target = resolveAppImport(file, spec!);
    if (!target || typeOnly) return [];
    if (list === undefined) return [{ target, names: "*" }];
    const names = list
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "));
    return names.length ? [{ target, names: names.map((n) => n.split(/\s+as\s+/)[0]!) }] : [];
  });
}

/** The modules `root` leads to in this build (`importsOf`: a module's imports as the build kept them). */
function collectEveryPage(root: string, importsOf: (id: string) => readonly string[] | null) {
  const follow = (id: string) => {
    const taken = id.startsWith(APP) ? staticImports(id) : [];
    for (const imported of importsOf(id) ?? []) {
      if (!FACE.test(imported)) visit(imported);
      else {
        const names = taken.filter((t) => t.target === imported).flatMap((t) => (t.names === "*" ? ["*"] : t.names));
        for (const re of staticImports(imported))
          if (names.includes("*") || re.names === "*" || re.names.some((n) => names.includes(n))) visit(re.target);
      }
    }
  };
  const visit = (id: string) => {
    if (everyPage.has(id) || !importsOf(id)) return;
    everyPage.add(id);
    follow(id);
  };
  follow(root);
}

const findEveryPage: Plugin = {
  name: "every-page-modules",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
    if (root) collectEveryPage(root, (id) => this.getModuleInfo(id)?.importedIds ?? null);
  },
};

/**
 * The server build has two entries, server/app.ts (index.js, the platform and the routes) and
 * server/main.ts (main.js, `npm start`'s process): React Router names every server entry index.js.
 */
const serverEntryNames: Plugin = {
  name: "server-entry-names",
  enforce: "post",
  configEnvironment(name, options) {
    const output = options.build?.rollupOptions?.output;
    if (name === "ssr" && output && !Array.isArray(output)) output.entryFileNames = "[name].js";
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
    ssr: {
      build: {
        rollupOptions: {
          input: { index: "./server/app.ts", main: "./server/main.ts" },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), findEveryPage, serverEntryNames],
  resolve: { tsconfigPaths: true },
});
