import { useSyncExternalStore } from "react";

const CHANGED = "stored-list-changed";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A localStorage value as a string (cheap for React to compare), kept in step across tabs; null on the server. */
export function useStored(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
}

/** Writes a value and tells every `useStored` on the page; storage failures are logged, not shown (spec 000 section 8). */
export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    window.dispatchEvent(new Event(CHANGED));
  } catch (error) {
    console.warn(`could not store ${key}`, error);
  }
}

/** Removes a value and tells every `useStored` on the page. */
export function forgetStored(key: string): void {
  try {
    localStorage.removeItem(key);
    window.dispatchEvent(new Event(CHANGED));
  } catch (error) {
    console.warn(`could not forget ${key}`, error);
  }
}
