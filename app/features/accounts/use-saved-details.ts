import { useEffect, useRef, type FormEvent, type RefObject } from "react";
import { useShopper } from "./shopper-state";
import { knownDetails } from "./shopper-summary";
import { detailsToSave, parseUserDetails, prefill, USER_DETAILS_KEY } from "./stored-lists";

function fieldValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
}

/**
 * Spec 000 section 3, saved user details: a form's empty contact fields are filled from the last
 * details sent in this browser, and a sent form leaves its details for next time.
 */
export function useSavedDetails() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    try {
      const fill = prefill(parseUserDetails(localStorage.getItem(USER_DETAILS_KEY)), fieldValues(form));
      for (const [name, value] of Object.entries(fill)) {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = value;
      }
    } catch (error) {
      console.warn("saved details could not be read", error);
    }
  }, []);
  useShopperPrefill(formRef);
  const remember = (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return;
    try {
      const saved = parseUserDetails(localStorage.getItem(USER_DETAILS_KEY));
      localStorage.setItem(USER_DETAILS_KEY, JSON.stringify(detailsToSave(saved, fieldValues(event.currentTarget))));
    } catch (error) {
      console.warn("details could not be saved", error);
    }
  };
  return { formRef, remember };
}

/**
 * A signed-in shopper is known (issue 36): once the page knows who is signed in, a form's empty
 * name, e-mail and mobile take what they gave at sign-in. What is typed is never replaced.
 */
export function useShopperPrefill(formRef: RefObject<HTMLFormElement | null>) {
  const { shopper } = useShopper();
  useEffect(() => {
    const form = formRef.current;
    if (!form || !shopper) return;
    for (const [name, value] of Object.entries(knownDetails(shopper))) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement && !input.readOnly && !input.value.trim()) input.value = value;
    }
  }, [shopper, formRef]);
}
