import type { PlatformContext } from "./platform/context";

declare module "react-router" {
  interface AppLoadContext extends PlatformContext {}
}

export {};
