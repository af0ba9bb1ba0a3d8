import type { ReactNode } from "react";

/** The look of every text input, select and textarea; an invalid one has a red border. */
export const inputClass =
  "mt-1 w-full rounded border border-muted-foreground/40 bg-background px-3 py-2 read-only:bg-muted aria-[invalid=true]:border-red-700";

/**
 * A labelled field: the label (with * when required), the control, a description and the error,
 * with the ids a control's `aria-describedby` names (`{id}-error`, `{id}-description`, as Conform's).
 * Every form's fields are drawn with it.
 */
export function Field({
  id,
  label,
  required,
  error,
  description,
  descriptionTone = "muted",
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  description?: string | null;
  /** "status" reads the description out when it appears ("Code sent!"). */
  descriptionTone?: "muted" | "status";
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {description ? (
        <p
          id={`${id}-description`}
          className={
            descriptionTone === "status"
              ? "mt-1 text-sm font-semibold text-green-800"
              : "mt-1 text-sm text-muted-foreground"
          }
          role={descriptionTone === "status" ? "status" : undefined}
        >
          {description}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** A form-wide problem (the server could not take it): announced at once. */
export function FormAlert({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="rounded border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
      data-testid="form-error"
    >
      {text}
    </p>
  );
}
