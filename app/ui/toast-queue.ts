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

/** Calls `wanted` when a toast waits for the toaster, now or later (the toaster loads then); returns how to stop. */
export function onToastWaiting(wanted: () => void): () => void {
  wake = wanted;
  if (waiting) wanted();
  return () => {
    wake = null;
  };
}

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
