import type { InputHTMLAttributes } from "react";

export const inputClass = "mt-1 w-full rounded border border-gray-500 px-3 py-2 read-only:bg-muted";

/** A labelled text input with its help text and error, wired for screen readers. */
export function TextField({ id, label, help, error, required, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; help?: string | null; error?: string | null }) {
  const described = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={described} required={required} {...input} />
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-sm font-semibold text-green-800" role="status">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
