import { useState } from "react";

/** The masked dealer number (first 5 characters, then stars); clicking reveals it and logs the reveal. */
export function PhoneReveal({
  slug,
  masked,
  phone,
  href,
}: {
  slug: string;
  masked: string;
  phone: string;
  href: string;
}) {
  const [revealed, setRevealed] = useState(false);
  if (revealed) {
    return (
      <a href={href} className="text-xl font-bold text-primary hover:underline" data-testid="dealer-phone">
        {phone}
      </a>
    );
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        setRevealed(true);
        fetch(`/cars/${slug}/phone-reveal`, { method: "POST" }).catch((error: unknown) =>
          console.warn("phone reveal log failed", error),
        );
      }}
      className="flex items-center gap-3"
      data-testid="dealer-phone"
    >
      <span className="text-xl font-bold tracking-wide">{masked}</span>
      <span className="rounded bg-muted px-2 py-1 text-sm font-semibold">Show number</span>
    </a>
  );
}
