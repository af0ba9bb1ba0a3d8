import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher } from "react-router";
import { SUGGEST_FROM, type Suggestion } from "~/features/search";
import { formatNumber } from "~/ui/format";

const LIST_ID = "listing-suggestions";
/** Issue 38: suggestions are asked for 150 ms after the last key. */
const SUGGEST_DEBOUNCE_MS = 150;

/** The words last sent as a search, and how many sends there have been (each one closes the list). */
export interface SentWords {
  text: string;
  count: number;
}

/**
 * The search box's suggestions (the WAI-ARIA combobox pattern): after two letters the box offers
 * makes, models, bodies and more with their stock; the arrow keys move through them, Enter or a
 * click takes one, Escape closes them. The box itself stays a plain search field without scripts.
 */
export function QuerySuggestions({
  input,
  sent,
  onPick,
}: {
  input: RefObject<HTMLInputElement | null>;
  sent: SentWords;
  onPick: (query: string) => void;
}) {
  const fetcher = useFetcher<Suggestion[]>();
  // The list is open for one send: the next send (Enter or Search) closes it.
  const [openForSend, setOpenForSend] = useState<number | null>(null);
  const open = openForSend === sent.count;
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const options = open ? (fetcher.data ?? []) : [];
  const latest = useRef({ options, active, onPick, load: fetcher.load, sent: sent.text, sends: sent.count });
  // The box's listeners are added once and read what is shown now.
  useEffect(() => {
    latest.current = { options, active, onPick, load: fetcher.load, sent: sent.text, sends: sent.count };
  });
  const setOpen = (shown: boolean) => setOpenForSend(shown ? latest.current.sends : null);
  const pickRef = useRef<(query: string) => void>(() => undefined);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", LIST_ID);
    const onInput = () => {
      clearTimeout(timer.current);
      setActive(-1);
      const text = box.value.trim();
      if (text.length < SUGGEST_FROM || text === latest.current.sent) return setOpen(false);
      const sends = latest.current.sends;
      timer.current = setTimeout(() => {
        if (latest.current.sends !== sends) return;
        void latest.current.load(`/api/search-suggestions?q=${encodeURIComponent(text)}`);
        setOpen(true);
      }, SUGGEST_DEBOUNCE_MS);
    };
    const pick = (query: string) => {
      box.value = query;
      setOpen(false);
      latest.current.onPick(query);
    };
    const onKey = (event: KeyboardEvent) => {
      const { options: shown, active: at } = latest.current;
      if (event.key === "Escape") return setOpen(false);
      // Enter on the words themselves searches them: the suggestions close and a pending ask is
      // dropped, so they do not open again over the results (issue 56).
      if (event.key === "Enter" && (at < 0 || !shown.length)) {
        clearTimeout(timer.current);
        return setOpen(false);
      }
      if (!shown.length) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((at + step + shown.length) % shown.length);
      } else if (event.key === "Enter" && at >= 0) {
        event.preventDefault();
        pick(shown[at]!.query);
      }
    };
    const onBlur = () => setTimeout(() => setOpen(false), 150);
    box.addEventListener("input", onInput);
    box.addEventListener("keydown", onKey);
    box.addEventListener("blur", onBlur);
    pickRef.current = pick;
    // This code loads on first focus: what a quick typist typed before it arrived is suggested for now.
    if (box.value !== box.defaultValue) onInput();
    return () => {
      box.removeEventListener("input", onInput);
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("blur", onBlur);
    };
  }, [input]);

  useEffect(() => {
    const box = input.current;
    box?.setAttribute("aria-expanded", String(options.length > 0));
    if (active >= 0) box?.setAttribute("aria-activedescendant", `${LIST_ID}-${active}`);
    else box?.removeAttribute("aria-activedescendant");
  }, [input, options.length, active]);

  if (!options.length) return null;
  return (
    <ul id={LIST_ID} role="listbox" aria-label="Suggestions" className="query-suggestions">
      {options.map((option, i) => (
        <li
          key={option.query}
          id={`${LIST_ID}-${i}`}
          role="option"
          aria-selected={i === active}
          onPointerDown={(event) => {
            event.preventDefault();
            pickRef.current(option.query);
          }}
        >
          <span>{option.label}</span>
          <span className="text-muted-foreground">{formatNumber(option.count)}</span>
        </li>
      ))}
    </ul>
  );
}
