import { useState, type ReactNode } from "react";

/**
 * A list cut to its first `limit` items with a toggle. The toggle is a link that sets `show=<name>`
 * in the address, so it works without scripts; with them it toggles in place.
 */
export function ShowMore<T>({
  items,
  limit,
  name,
  initiallyOpen,
  labels,
  render,
  className,
}: {
  items: T[];
  limit: number;
  name: string;
  initiallyOpen: boolean;
  labels: [more: string, less: string];
  render: (item: T, index: number) => ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const shown = open ? items : items.slice(0, limit);
  return (
    <>
      <ul className={className}>{shown.map(render)}</ul>
      {items.length > limit ? (
        <ToggleLink name={name} open={open} onToggle={() => setOpen(!open)} labels={labels} />
      ) : null}
    </>
  );
}

export function ToggleLink({
  name,
  open,
  onToggle,
  labels,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
  labels: [string, string];
}) {
  return (
    <a
      href={open ? `?#${name}` : `?show=${name}#${name}`}
      role="button"
      aria-expanded={open}
      onClick={(event) => {
        event.preventDefault();
        onToggle();
      }}
      className="mt-2 inline-block font-semibold text-primary underline-offset-2 hover:underline"
    >
      {open ? labels[1] : labels[0]}
    </a>
  );
}
