import { useState, useSyncExternalStore } from "react";
import { useScrolledPast } from "~/ui/use-scrolled-past";
import type { PriceDisplay } from "~/features/cars/price-display";
import { promoPopupVisible, type PromoPopupContent } from "./promo-popup";
import { buttonClass } from "~/ui/button";

/** Spec 000 section 9: the sticky header shows after 500 px; the bottom bar changes style after 900 px. */
export const STICKY_HEADER_PX = 500;
export const BOTTOM_BAR_PX = 900;

export function StickyCarHeader({ name, price }: { name: string; price: PriceDisplay | null }) {
  const shown = useScrolledPast(STICKY_HEADER_PX);
  if (!shown) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-30 border-b border-muted bg-background/95 shadow backdrop-blur"
      data-testid="sticky-header"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <p className="truncate font-bold">{name}</p>
        {price ? <p className="shrink-0 text-lg font-bold">{price.text}</p> : null}
      </div>
    </div>
  );
}

/** Spec 000 section 2: 'Located at {city}' with Get Directions, dismissible with X. */
export function LocationBar({ text, directions }: { text: string; directions: string | null }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="bg-accent text-accent-foreground" role="region" aria-label="Vehicle location">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 text-sm">
        <p>
          <strong>{text}</strong>
          {directions ? (
            <a href={directions} target="_blank" rel="noreferrer" className="ml-3 underline">
              Get Directions
            </a>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Dismiss location notice"
          className="px-2 text-lg leading-none"
        >
          ×
        </button>
      </div>
    </div>
  );
}

export interface BottomBarAction {
  label: string;
  href: string;
  leadForm?: boolean;
}

/** Spec 000 section 2 and spec 001 section 4: Reserve Car Now, Enquire Now and Call Now; a fuller style past 900 px. */
export function StickyBottomBar({ actions }: { actions: BottomBarAction[] }) {
  const opened = useScrolledPast(BOTTOM_BAR_PX);
  if (!actions.length) return null;
  return (
    <nav
      aria-label="Quick actions"
      data-state={opened ? "opened" : "closed"}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-muted bg-background transition-shadow lg:hidden ${opened ? "shadow-[0_-4px_16px_rgba(0,0,0,0.2)]" : ""}`}
    >
      <ul
        className={`mx-auto grid max-w-3xl gap-2 px-4 ${opened ? "py-3" : "py-2"}`}
        style={{ gridTemplateColumns: `repeat(${actions.length}, minmax(0, 1fr))` }}
      >
        {actions.map((a, i) => (
          <li key={a.label}>
            <a
              href={a.href}
              data-lead-form={a.leadForm ? "" : undefined}
              className={`block rounded px-2 py-2 text-center text-sm font-semibold ${i === 0 ? "bg-primary text-primary-foreground" : "border-2 border-primary text-primary"}`}
            >
              {a.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
