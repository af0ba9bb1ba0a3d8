import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/** The root loader's data (the site's shell and stock counts), typed, for any component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
