import { useRef, useState, type KeyboardEvent } from "react";

/** Keys that step a closed select's value in place, firing a change on every press. */
const STEPPING_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|[^ ])$/;

/**
 * Sort by: a pick from the opened list applies at once; arrowing through a closed select only moves
 * the choice, which applies on Enter or when focus leaves, so a keyboard user is not sent through
 * every order on the way to the one they want. Without scripts it submits with the filters' form.
 */
export function SortSelect({
  id,
  value,
  sorts,
  onApply,
}: {
  id: string;
  value: string;
  sorts: { key: string; label: string }[];
  onApply: () => void;
}) {
  const [chosen, setChosen] = useState(value);
  const [shown, setShown] = useState(value);
  const stepping = useRef(false);
  const pending = useRef(false);
  // The address's order wins when it changes (Back, Clear Filters), without redrawing the select.
  if (shown !== value) {
    setShown(value);
    setChosen(value);
  }

  const settle = () => {
    if (!pending.current) return;
    pending.current = false;
    onApply();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === "Enter") settle();
    stepping.current = !event.altKey && STEPPING_KEYS.test(event.key);
  };
  return (
    <select
      id={id}
      name="sortBy"
      form="listing-filters"
      value={chosen}
      onKeyDown={onKeyDown}
      onPointerDown={() => (stepping.current = false)}
      onChange={(event) => {
        setChosen(event.currentTarget.value);
        pending.current = true;
        if (!stepping.current) settle();
      }}
      onBlur={settle}
      className="rounded border border-muted-foreground/40 px-2 py-2"
    >
      {sorts.map((s) => (
        <option key={s.key} value={s.key}>
          {s.label}
        </option>
      ))}
    </select>
  );
}
