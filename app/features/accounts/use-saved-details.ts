import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { useShopper } from "./shopper-state";
import { knownDetails } from "./shopper-summary";
import { detailsToSave, parseUserDetails, prefill, SHOWROOM_KIOSK_KEY, USER_DETAILS_KEY } from "./stored-lists";

/** A showroom kiosk (set in the console on the device) keeps no shopper's details for the next one. */
function onKiosk(): boolean {
  try {
    return localStorage.getItem(SHOWROOM_KIOSK_KEY) === "true";
  } catch {
    return false;
  }
}

function fieldValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
}

function setField(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

/**
 * Spec 000 section 3, saved user details: a form's empty contact fields are filled from the last
 * details sent in this browser, and a sent form leaves its details for next time. On a shared
 * browser the next shopper is asked "Not you?" (issue 56): one tap empties what was filled and
 * forgets the details, so nobody sends an enquiry in someone else's name. On a showroom kiosk nothing
 * is filled from, or kept for, another session.
 */
export function useSavedDetails() {
  const formRef = useRef<HTMLFormElement>(null);
  const [filled, setFilled] = useState<{ name: string; fields: string[] } | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form || onKiosk()) return;
    try {
      const saved = parseUserDetails(localStorage.getItem(USER_DETAILS_KEY));
      const fill = prefill(saved, fieldValues(form));
      for (const [name, value] of Object.entries(fill)) setField(form, name, value);
      const fields = Object.keys(fill);
      if (fields.length) setFilled({ name: saved.name?.trim() || saved.email || "someone else", fields });
    } catch (error) {
      console.warn("saved details could not be read", error);
    }
  }, []);
  const notYou = () => {
    const form = formRef.current;
    if (form && filled) for (const name of filled.fields) setField(form, name, "");
    try {
      localStorage.removeItem(USER_DETAILS_KEY);
    } catch (error) {
      console.warn("saved details could not be forgotten", error);
    }
    setFilled(null);
    form?.querySelector<HTMLInputElement>("input[name=name]")?.focus();
  };
  useShopperPrefill(formRef);
  const remember = (event: FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented || onKiosk()) return;
    try {
      const saved = parseUserDetails(localStorage.getItem(USER_DETAILS_KEY));
      localStorage.setItem(USER_DETAILS_KEY, JSON.stringify(detailsToSave(saved, fieldValues(event.currentTarget))));
    } catch (error) {
      console.warn("details could not be saved", error);
    }
  };
  return { formRef, remember, filledFor: filled?.name ?? null, notYou };
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
