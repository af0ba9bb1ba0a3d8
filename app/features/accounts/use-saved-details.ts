import { useEffect, useRef, type FormEvent } from "react";
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
