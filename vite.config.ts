import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is server/app.ts, which imports the routes' build: one module graph for
// the platform and the routes (see docs/architecture.md). With the Vite environment API (React
// Router's v8 flag) the server build is the `ssr` environment's.
export default defineConfig({
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
