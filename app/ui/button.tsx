import type { ButtonHTMLAttributes } from "react";

/**
 * The site's buttons, one set of looks for buttons and for links that act as buttons:
 * `primary` (the main action), `outline` (a second action beside it), `quiet` (a text-like action),
 * `danger` (removing something), `chip` (a small choice among many).
 */
export type ButtonVariant = "primary" | "outline" | "quiet" | "danger" | "chip";
export type ButtonSize = "md" | "compact" | "sm";

/* The looks themselves are component classes in app.css (.btn, .btn-{variant}, .btn-{size}): a page
   of 21 cards repeated some 600 characters of utility classes per button. */
/** The classes of a button of this look, for a `<button>`, a `<Link>` or an `<a>`. */
export function buttonClass(
  {
    variant = "primary",
    size = "md",
    block = false,
  }: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {},
  extra = "",
): string {
  return ["btn", `btn-${variant}`, `btn-${size}`, block ? "w-full" : "", extra].filter(Boolean).join(" ");
}

export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...button} />;
}
