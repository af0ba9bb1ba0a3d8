import { useState } from "react";

/** Spec 000 section 2: 'Located at {city}' with Get Directions, dismissible with X. */
export function LocationBar({ text, directions }: { text: string; directions: string | null }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="bg-accent text-accent-foreground" role="region" aria-label="Vehicle location">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 text-sm">
        <p>
          <strong>{text}</strong>
          {directions ? (
            <a href={directions} target="_blank" rel="noreferrer" className="ml-3 underline">
              Get Directions
            </a>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Dismiss location notice"
          className="px-2 text-lg leading-none"
        >
          ×
        </button>
      </div>
    </div>
  );
}
