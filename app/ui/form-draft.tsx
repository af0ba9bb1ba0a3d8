import { useEffect, useState, type RefObject } from "react";
import { useNavigation } from "react-router";
import { draftDiffers, keptInDraft, readDraft, typedAgo, type FormDraft } from "~/platform/forms/form-draft";
import { Button } from "./button";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's controls a draft keeps (`keptInDraft`), in the form's order. */
function draftControls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (el): el is Control =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) &&
      keptInDraft({ name: el.name, type: el.type, autocomplete: el.getAttribute("autocomplete") ?? "" }),
  );
}

/** What the form shows now, as the form would send it. */
function typedValues(form: HTMLFormElement): [string, string][] {
  return draftControls(form).flatMap((el): [string, string][] => {
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
      return el.checked ? [[el.name, el.value]] : [];
    if (el instanceof HTMLSelectElement && el.multiple)
      return [...el.selectedOptions].map((option): [string, string] => [el.name, option.value]);
    return [[el.name, el.value]];
  });
}

/** Sets a control as a person would, so React and Conform see the change. */
function setAsTyped(el: Control, value: string | boolean) {
  if (typeof value === "boolean") {
    if ((el as HTMLInputElement).checked !== value) (el as HTMLInputElement).click();
    return;
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set;
  setter?.call(el, value);
  el.dispatchEvent(new Event("input", { bubbles: true }));
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

function putBack(form: HTMLFormElement, values: [string, string][]) {
  const left = new Map<string, string[]>();
  for (const [name, value] of values) left.set(name, [...(left.get(name) ?? []), value]);
  for (const el of draftControls(form)) {
    const kept = left.get(el.name) ?? [];
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio"))
      setAsTyped(el, kept.includes(el.value));
    else if (el instanceof HTMLSelectElement && el.multiple)
      for (const option of el.options) option.selected = kept.includes(option.value);
    else if (kept.length) setAsTyped(el, kept.shift()!);
  }
}

function formIn(element: HTMLElement | null): HTMLFormElement | null {
  return element instanceof HTMLFormElement ? element : (element?.querySelector("form") ?? null);
}

function storageOf(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A long form's local draft (issue 52): what is typed is kept in the browser as it is typed; after a
 * reload or a crash the form offers it back ("Restore what you typed 3 minutes ago?"); a save clears
 * it. `draftKey` names the person as well as the form (a staff member's id), so on a shared browser
 * nobody is offered another person's typing; a shopper's drafts live in the tab's session storage,
 * which ends with the tab.
 */
export function FormDraft({
  within,
  draftKey,
  kind,
  saved,
}: {
  /** The form, or an element around it: a form drawn anew (a lookup's answer) is still followed. */
  within: RefObject<HTMLElement | null>;
  draftKey: string;
  kind: "local" | "session";
  /** The form's last send was saved: the draft is done with. */
  saved: boolean;
}) {
  const key = `draft:${draftKey}`;
  const [offer, setOffer] = useState<(FormDraft & { ago: string }) | null>(null);

  useEffect(() => {
    const around = within.current;
    const form = formIn(around);
    const storage = storageOf(kind);
    if (!around || !form || !storage) return;
    // A frame on, once the form's own effects (a shopper's saved details filled in) have run.
    const frame = requestAnimationFrame(() => {
      const draft = readDraft(storage.getItem(key), Date.now());
      if (draft && draftDiffers(draft.values, typedValues(form)))
        setOffer({ ...draft, ago: typedAgo(Date.now() - draft.at) });
      else storage.removeItem(key);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const typedInto = formIn(around);
        if (!typedInto) return;
        try {
          storage.setItem(key, JSON.stringify({ at: Date.now(), values: typedValues(typedInto) } satisfies FormDraft));
        } catch (error) {
          console.warn(`could not keep the draft ${key}`, error);
        }
      }, 300);
    };
    // On the element around the form: a form drawn anew inside it is still followed.
    around.addEventListener("input", keep);
    around.addEventListener("change", keep);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      around.removeEventListener("input", keep);
      around.removeEventListener("change", keep);
    };
  }, [within, key, kind]);

  // This form's send that the server answered by moving on to another page (the car it added, the
  // application's receipt) was saved too; another form's (a search, Sign out) leaves the draft be.
  const navigation = useNavigation();
  const sentTo = navigation.state === "loading" && navigation.formMethod !== "GET" ? navigation.formAction : undefined;
  const arrivedAt = navigation.location?.pathname;
  useEffect(() => {
    const form = formIn(within.current);
    const fromHere = form && sentTo && new URL(form.action).pathname === sentTo.split("?")[0];
    if (saved || (fromHere && arrivedAt !== sentTo.split("?")[0])) storageOf(kind)?.removeItem(key);
  }, [saved, sentTo, arrivedAt, within, key, kind]);

  if (!offer) return null;
  const close = () => setOffer(null);
  return (
    <div
      role="status"
      className="sticky top-2 z-20 flex flex-wrap items-center gap-3 rounded border-2 border-primary bg-background p-3 shadow-lg"
      data-testid="draft-offer"
    >
      <p className="min-w-0 flex-1 basis-56 font-semibold">Restore what you typed {offer.ago}?</p>
      <Button
        size="compact"
        onClick={() => {
          const form = formIn(within.current);
          if (form) putBack(form, offer.values);
          close();
        }}
      >
        Restore
      </Button>
      <Button
        variant="outline"
        size="compact"
        onClick={() => {
          storageOf(kind)?.removeItem(key);
          close();
        }}
      >
        Discard
      </Button>
    </div>
  );
}
