import { useRouteLoaderData } from "react-router";
import type { shellData } from "./root-loader.server";

/** The root loader's data (the site's shell and stock counts), typed, for any component. */
export function useRootData() {
  return useRouteLoaderData<typeof shellData>("root");
}
