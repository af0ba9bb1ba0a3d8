import type { FormEvent, InputHTMLAttributes } from "react";
import { inputClass } from "./field";
import { formatTypedDistance } from "./format";

/**
 * A distance field (spec 001 section 5): thousands separators as the shopper types and a "kms"
 * suffix. Uncontrolled, so a form library's default value and a form sent without scripts work as
 * with any input; the server reads the number with its commas removed.
 */
export function DistanceInput({ defaultValue, className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="relative">
      <input
        {...props}
        inputMode="numeric"
        defaultValue={defaultValue === undefined ? undefined : formatTypedDistance(String(defaultValue))}
        onInput={groupAsTyped}
        className={`${inputClass} pr-12 ${className ?? ""}`}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 mt-1 flex items-center text-muted-foreground"
      >
        kms
      </span>
    </div>
  );
}

/** Regroups the digits and keeps the caret after the same digit it followed. */
function groupAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const shown = formatTypedDistance(input.value);
  if (shown === input.value) return;
  const digitsBefore = input.value.slice(0, input.selectionStart ?? input.value.length).replace(/\D/g, "").length;
  input.value = shown;
  let caret = 0;
  for (let seen = 0; caret < shown.length && seen < digitsBefore; caret++) if (/\d/.test(shown[caret]!)) seen++;
  input.setSelectionRange(caret, caret);
}
