import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig } from "vite";

// React Router 7.18 creates its child compiler with Vite's old `envFile: false`, and Vite warns about
// it on every build and start; nothing in this project can act on that warning, so it is dropped
// here and every other message is logged as usual.
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes("`envFile` option is deprecated")) warn(message, options);
};

// The server build's entry is server/app.ts, which imports the routes' build: one module graph for
// the platform and the routes (see docs/architecture.md). With the Vite environment API (React
// Router's v8 flag) the server build is the `ssr` environment's.
export default defineConfig({
  customLogger: logger,
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
