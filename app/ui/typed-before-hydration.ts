import { useCallback } from "react";

/**
 * A form ref that hands over what the shopper typed before the scripts arrived: the server's HTML
 * is usable at once, and hydration must not reset a field to its first value. `read` turns the
 * form's current values into the component's state; `apply` stores it. The fields' handlers must
 * update that state from its current value (`set((current) => ...)`): a handler still holding the
 * hydrating render's values would spread the first values back over what was handed over.
 */
export function useTypedBeforeHydration<T>(read: (data: FormData) => T, apply: (typed: T) => void) {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (form) apply(read(new FormData(form)));
    },
    // Once, when the form first mounts: later changes arrive through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}
