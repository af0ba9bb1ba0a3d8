import { lazy, Suspense, useEffect, useState } from "react";
import { onToastWaiting } from "./toast-queue";

export { showToast, TOAST_MS, type Toast } from "./toast-queue";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** The page's toaster, rendered once in the root; it costs nothing until the first toast. */
export function Toaster() {
  // A toast asked for before hydration (none is today) still waits in `waiting` and wakes the toaster.
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWaiting(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
