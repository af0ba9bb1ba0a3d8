/** Spec 001 section 2, Discovery widget 7: the cards and wallets the site's payments take. */
export const PAYMENT_METHODS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;

export function WeAccept({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <span className="font-semibold">We accept:</span>
      <ul aria-label="Payment methods" className="flex flex-wrap gap-1.5">
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className="rounded border border-current/40 px-2 py-0.5 text-xs font-bold tracking-wide">
            {method}
          </li>
        ))}
      </ul>
    </div>
  );
}
