import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

/** The root loader's data (the site's shell, stock counts, the signed-in shopper), typed, for any component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
