import type { ReactNode, Ref } from "react";

/**
 * A modal dialog on the browser's own `<dialog>`: `showModal()` traps focus and Escape closes it.
 * A click on the backdrop closes it too; the heading names it for screen readers.
 */
export function Dialog({
  ref,
  labelledBy,
  heading,
  subheading,
  className,
  children,
}: {
  ref?: Ref<HTMLDialogElement>;
  labelledBy: string;
  heading: ReactNode;
  subheading?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const close = (dialog: HTMLDialogElement | null) => dialog?.close();
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={
        className ??
        "m-auto max-h-[calc(100vh-2rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
      }
      onClick={(e) => e.target === e.currentTarget && close(e.currentTarget)}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h2 id={labelledBy} className="text-2xl font-bold">
            {heading}
          </h2>
          {subheading ? <p className="text-muted-foreground">{subheading}</p> : null}
        </div>
        <button
          type="button"
          onClick={(e) => close(e.currentTarget.closest("dialog"))}
          aria-label="Close"
          className="rounded px-2 text-2xl leading-none hover:bg-muted"
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
