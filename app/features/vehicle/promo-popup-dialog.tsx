import { useState, useSyncExternalStore } from "react";
import { buttonClass } from "~/ui/button";
import { promoPopupVisible, type PromoPopupContent } from "./promo-popup";

const POPUP_KEY = "promo-popup-dismissed";
const subscribeStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/** Spec 000 section 2: hidden once dismissed (remembered in local storage) or past its expiry; at most 600 px by 80vh. */
export function PromoPopup({ popup, today }: { popup: PromoPopupContent; today: string }) {
  const dismissedKey = useSyncExternalStore(
    subscribeStorage,
    () => localStorage.getItem(POPUP_KEY),
    () => popup.title,
  );
  const [closed, setClosed] = useState(false);
  if (closed || !promoPopupVisible(popup, today, dismissedKey)) return null;
  const dismiss = () => {
    localStorage.setItem(POPUP_KEY, popup.title);
    setClosed(true);
  };
  return (
    <div
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4"
      role="dialog"
      aria-modal="true"
      aria-labelledby="promo-title"
    >
      <div className="max-h-[80vh] w-full max-w-[600px] overflow-auto rounded-lg bg-background p-5 shadow-xl">
        <img src={popup.image_url} alt="" className="mb-3 max-h-60 w-full rounded object-cover" />
        <h2 id="promo-title" className="text-xl font-bold">
          {popup.title}
        </h2>
        <p className="mt-2">{popup.description}</p>
        <div className="mt-4 flex gap-3">
          <a href={popup.href} className={buttonClass({ size: "compact" })}>
            {popup.button_text}
          </a>
          <button type="button" onClick={dismiss} className="rounded border px-4 py-2 font-semibold">
            No thanks
          </button>
        </div>
      </div>
    </div>
  );
}
