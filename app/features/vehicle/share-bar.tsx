import { useState } from "react";
import { COPIED_NOTICE_MS, copiedToast, SHARE_WINDOW, type ShareLink } from "./share-links";
import { buttonClass } from "~/ui/button";
import { showToast } from "~/ui/toast";

const COPY_FAILED = "The link could not be copied. Copy it from the address bar instead.";

/** Spec 000 section 2: Facebook, Twitter, WhatsApp, email, SMS and copy link ('Copied' for 1.5 s), or the copy-and-toast variant. */
export function ShareBar({
  url,
  links,
  carName,
  copiesLink,
}: {
  url: string;
  links: ShareLink[];
  carName: string;
  copiesLink: boolean;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice(copiesLink ? copiedToast(carName) : "Copied");
      setTimeout(() => setNotice(null), copiesLink ? 3000 : COPIED_NOTICE_MS);
    } catch {
      // The browser refused the clipboard: say so, as a failed action does (spec 001 section 4's destructive toast).
      showToast({ text: COPY_FAILED, variant: "destructive" });
    }
  };
  if (copiesLink) {
    return (
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={copy}
          className="rounded border border-muted-foreground/40 px-3 py-1.5 text-sm font-semibold"
        >
          Share
        </button>
        <p role="status" className="text-sm font-semibold text-green-800">
          {notice}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Share this vehicle" role="group">
      <span className="text-sm font-semibold">Share</span>
      {links.map((link) => (
        <a
          key={link.network}
          href={link.href}
          target={link.popup ? "_blank" : undefined}
          rel={link.popup ? "noreferrer" : undefined}
          onClick={(event) => {
            if (!link.popup) return;
            event.preventDefault();
            window.open(link.href, "share", `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},noopener`);
          }}
          className={buttonClass({ variant: "chip", size: "sm" })}
        >
          <span aria-hidden="true">
            {link.network === "email"
              ? "Email"
              : link.network === "sms"
                ? "SMS"
                : link.network[0]!.toUpperCase() + link.network.slice(1)}
          </span>
          <span className="sr-only">{link.label}</span>
        </a>
      ))}
      <button type="button" onClick={copy} className={buttonClass({ variant: "chip", size: "sm" })}>
        {notice ?? "Copy link"}
      </button>
      <span role="status" className="sr-only">
        {notice}
      </span>
    </div>
  );
}
