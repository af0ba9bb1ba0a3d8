import { useSyncExternalStore } from "react";
import { Link } from "react-router";

/** Spec 001 section 4: one toast at a time, shown for 3000 ms. */
export const TOAST_MS = 3000;

export interface Toast {
  text: string;
  action?: { label: string; href: string };
}

let current: (Toast & { id: number }) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function showToast(toast: Toast): void {
  clearTimeout(timer);
  current = { ...toast, id: (current?.id ?? 0) + 1 };
  notify();
  timer = setTimeout(dismissToast, TOAST_MS);
}

export function dismissToast(): void {
  current = null;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's one live region for toasts; rendered once in the root. */
export function Toaster() {
  const toast = useSyncExternalStore(subscribe, () => current, () => null);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {toast ? (
        <div key={toast.id} className="pointer-events-auto flex items-center gap-4 rounded bg-gray-900 px-4 py-3 text-white shadow-lg" data-testid="toast">
          <span>{toast.text}</span>
          {toast.action ? (
            <Link to={toast.action.href} onClick={dismissToast} className="font-bold text-white underline">
              {toast.action.label}
            </Link>
          ) : null}
          <button type="button" onClick={dismissToast} aria-label="Dismiss" className="text-xl leading-none">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
