import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Middleware with typed contexts (app/platform/http/context.ts): the request pipeline runs inside React Router.
  future: { v8_middleware: true, v8_splitRouteModules: true, v8_viteEnvironmentApi: true },
} satisfies Config;
