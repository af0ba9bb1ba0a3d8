import type { ReactNode } from "react";

/** Spec 001 section 2, Discovery widget 7: the cards and wallets the site's payments take. */
export const PAYMENT_METHODS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const card = (children: ReactNode) => (
  <svg viewBox="0 0 48 30" width="48" height="30" aria-hidden="true" className="block">
    <rect width="48" height="30" rx="4" fill="#ffffff" stroke="#d1d5db" />
    {children}
  </svg>
);

/** Each method as the mark a shopper knows from a shop's door, drawn small (issue 36: not text labels). */
const MARKS: Record<PaymentMethod, ReactNode> = {
  Mastercard: card(
    <>
      <circle cx="19" cy="15" r="8.5" fill="#eb001b" />
      <circle cx="29" cy="15" r="8.5" fill="#f79e1b" fillOpacity="0.9" />
    </>,
  ),
  Maestro: card(
    <>
      <circle cx="19" cy="15" r="8.5" fill="#0099df" />
      <circle cx="29" cy="15" r="8.5" fill="#eb001b" fillOpacity="0.85" />
    </>,
  ),
  Visa: card(
    <text
      x="24"
      y="20"
      textAnchor="middle"
      fontFamily="Arial, sans-serif"
      fontSize="13"
      fontStyle="italic"
      fontWeight="800"
      fill="#1a1f71"
    >
      VISA
    </text>,
  ),
  "Google Pay": card(
    <>
      <text
        x="13"
        y="19.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="12"
        fontWeight="700"
        fill="#4285f4"
      >
        G
      </text>
      <text
        x="30"
        y="19.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="600"
        fill="#3c4043"
      >
        Pay
      </text>
    </>,
  ),
  "Apple Pay": card(
    <>
      <path
        d="M14.6 9.6c.6-.7 1-1.6.9-2.6-.9 0-1.9.6-2.5 1.3-.5.6-1 1.6-.9 2.5 1 .1 1.9-.5 2.5-1.2zm.9 1.4c-1.4-.1-2.6.8-3.2.8-.7 0-1.7-.8-2.8-.7-1.4 0-2.8.8-3.5 2.1-1.5 2.6-.4 6.5 1.1 8.6.7 1 1.6 2.2 2.7 2.1 1.1 0 1.5-.7 2.8-.7 1.3 0 1.7.7 2.8.7 1.2 0 1.9-1 2.6-2.1.8-1.2 1.2-2.3 1.2-2.4 0 0-2.3-.9-2.3-3.5 0-2.2 1.8-3.2 1.9-3.3-1-1.5-2.6-1.6-3.1-1.6z"
        fill="#000000"
      />
      <text
        x="32"
        y="19.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="10"
        fontWeight="600"
        fill="#000000"
      >
        Pay
      </text>
    </>,
  ),
};

export function WeAccept({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      <span className="font-semibold">We accept:</span>
      <ul aria-label="Payment methods" className="flex flex-wrap gap-1.5">
        {PAYMENT_METHODS.map((method) => (
          <li key={method} aria-label={method} title={method}>
            {MARKS[method]}
          </li>
        ))}
      </ul>
    </div>
  );
}
