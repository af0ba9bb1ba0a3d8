import { useCallback, useEffect, useRef } from "react";

/** A selector that finds the same filter control again once the listing has redrawn. */
function controlSelector(element: Element | null): string | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return null;
  if (element.id) return `#${CSS.escape(element.id)}`;
  if (!element.name) return null;
  const name = `[name="${CSS.escape(element.name)}"]`;
  return element instanceof HTMLInputElement && element.type === "checkbox"
    ? `${name}[value="${CSS.escape(element.value)}"]`
    : name;
}

/**
 * Filters redraw their controls after each change (a ticked box is keyed by its state, a slider by
 * its range), which drops keyboard focus to the page. `remember` notes the focused control before the
 * listing navigates; once the new listing is drawn, focus returns to that control, or to the results'
 * heading when the control is gone (its option has no cars left).
 */
export function useKeptFocus(href: string, fallbackId: string) {
  const kept = useRef<string | null>(null);
  useEffect(() => {
    const selector = kept.current;
    kept.current = null;
    if (!selector || document.activeElement?.matches(selector)) return;
    const target = document.querySelector<HTMLElement>(selector) ?? document.getElementById(fallbackId);
    target?.focus({ preventScroll: true });
  }, [href, fallbackId]);
  return useCallback(() => {
    kept.current = controlSelector(document.activeElement);
  }, []);
}
