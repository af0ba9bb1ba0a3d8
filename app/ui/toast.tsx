import { lazy, Suspense, useEffect, useState } from "react";

/** Spec 001 sections 4 and 9: one toast at a time, default or destructive, shown for 3000 ms. */
export const TOAST_MS = 3000;

export interface Toast {
  text: string;
  action?: { label: string; href: string };
  variant?: "default" | "destructive";
}

/**
 * Toasts are sonner's. Its code loads with the first toast, not with the page: until the toaster
 * is there the newest toast waits (only one is ever kept), then it shows.
 */
let waiting: Toast | null = null;
let show: ((toast: Toast) => void) | null = null;
let wake: (() => void) | null = null;

export function showToast(toast: Toast): void {
  if (show) return show(toast);
  waiting = toast;
  wake?.();
}

/** Called by the toaster once it is on the page: shows what waited, and everything after. */
export function toasterReady(present: (toast: Toast) => void): () => void {
  show = present;
  if (waiting) present(waiting);
  waiting = null;
  return () => {
    show = null;
  };
}

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** The page's toaster, rendered once in the root; it costs nothing until the first toast. */
export function Toaster() {
  // A toast asked for before hydration (none is today) still waits in `waiting` and wakes the toaster.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    wake = () => setWanted(true);
    if (waiting) wake();
    return () => {
      wake = null;
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
