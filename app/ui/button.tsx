import type { ButtonHTMLAttributes } from "react";

/**
 * The site's buttons, one set of looks for buttons and for links that act as buttons:
 * `primary` (the main action), `outline` (a second action beside it), `quiet` (a text-like action),
 * `danger` (removing something), `chip` (a small choice among many).
 */
export type ButtonVariant = "primary" | "outline" | "quiet" | "danger" | "chip";
export type ButtonSize = "md" | "compact" | "sm";

const base = "inline-flex items-center justify-center gap-2 rounded font-semibold text-center transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "border-2 border-primary bg-primary text-primary-foreground hover:opacity-90",
  outline: "border-2 border-primary text-primary hover:bg-primary hover:text-primary-foreground",
  quiet: "text-primary underline underline-offset-4 hover:bg-muted",
  danger: "border-2 border-red-700 text-red-800 hover:bg-red-50",
  chip: "bg-muted text-foreground hover:bg-primary hover:text-primary-foreground",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-5 py-3",
  compact: "px-4 py-2",
  sm: "px-3 py-1.5 text-sm",
};

/** The classes of a button of this look, for a `<button>`, a `<Link>` or an `<a>`. */
export function buttonClass({ variant = "primary", size = "md", block = false }: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean } = {}, extra = ""): string {
  return [base, variants[variant], sizes[size], block ? "w-full" : "", extra].filter(Boolean).join(" ");
}

export function Button({ variant, size, block, className, type = "button", ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...button} />;
}
