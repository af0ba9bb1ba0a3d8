import { Link } from "react-router";

/** What ticking the terms of use acknowledges (spec 001 section 2, Discovery widget 8). */
export const TERMS_ACKNOWLEDGEMENT =
  "I acknowledge that the details I give are handled under the privacy policy, that the dealer may contact me about this enquiry, and that prices and availability are confirmed by the dealer before any sale.";

/** Spec 001 section 4: on a phone the acknowledgement is folded away until the shopper opens it; on larger screens it shows. */
export function TermsAcknowledgement() {
  return (
    <div className="ml-6 text-sm text-muted-foreground">
      <p className="hidden sm:block">{TERMS_ACKNOWLEDGEMENT}</p>
      <details className="sm:hidden">
        <summary className="cursor-pointer py-1 font-semibold">What I am agreeing to</summary>
        <p className="mt-1">{TERMS_ACKNOWLEDGEMENT}</p>
      </details>
    </div>
  );
}

/** Spec 001 sections 2 and 9, the marketing-consent notice: how the dealer may contact the shopper, and the STOP opt-out. */
export function ConsentNotice() {
  return (
    <p className="text-sm text-muted-foreground">
      By sending this form you agree that we may contact you about your enquiry by phone, SMS or e-mail. If you asked
      for offers, reply STOP to any message to opt out at any time. Read our{" "}
      <Link to="/privacy-policy" className="underline">
        privacy policy
      </Link>
      .
    </p>
  );
}
