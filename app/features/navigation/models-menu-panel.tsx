import { useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { ModelsMenu } from "~/features/models/index.server";
import { imageUrl } from "~/platform/images/image-url";
import { buttonClass } from "~/ui/button";
import { LazyImage } from "~/ui/lazy-image";

const ALL = "";
/** Spec 001 section 2: at least three tiles a row; a short last row is padded. */
const PER_ROW = 3;

/**
 * The open Models menu: tabs for All Vehicles and each body (a tab follows the pointer on desktop, and
 * the arrow keys between tabs), and the models of the tab as tiles.
 */
export function ModelsMenuPanel({ data: menu }: { data: ModelsMenu }) {
  const [tab, setTab] = useState(ALL);
  const tabs = [{ value: ALL, label: "All Vehicles" }, ...menu.bodies];
  const shown = menu.models.filter((m) => tab === ALL || m.body === tab);
  const padding = (PER_ROW - (shown.length % PER_ROW)) % PER_ROW;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    setTab(next.value);
    document.getElementById(`models-tab-${next.value || "all"}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Vehicle types" className="flex flex-wrap gap-1 border-b border-muted pb-2">
        {tabs.map((t, i) => (
          <button
            key={t.value || "all"}
            id={`models-tab-${t.value || "all"}`}
            type="button"
            role="tab"
            aria-selected={tab === t.value}
            tabIndex={tab === t.value ? 0 : -1}
            onPointerEnter={() => setTab(t.value)}
            onClick={() => setTab(t.value)}
            onKeyDown={(e) => onTabKey(e, i)}
            className="rounded px-3 py-1.5 text-sm font-semibold aria-selected:bg-primary aria-selected:text-primary-foreground"
          >
            {t.label}
          </button>
        ))}
      </div>
      <ul
        role="tabpanel"
        aria-label={tabs.find((t) => t.value === tab)?.label}
        className="mt-3 grid max-h-96 grid-cols-3 gap-3 overflow-y-auto lg:grid-cols-4"
      >
        {shown.map((m) => (
          <li key={m.href} className="flex flex-col rounded border border-muted p-1 text-center">
            <Link to={m.href} className="block rounded p-2 text-sm hover:bg-muted focus:bg-muted">
              {m.image ? (
                <LazyImage
                  src={imageUrl(m.image, { width: 240 })}
                  alt=""
                  width={160}
                  height={100}
                  className="mx-auto h-16 w-auto"
                />
              ) : null}
              <span className="block text-xs text-muted-foreground">{m.make}</span>
              <span className="block font-semibold">{m.name}</span>
            </Link>
            {/* Spec 001 section 3: each model card has an Our Stock button and a Contact Us link. */}
            <div className="mt-auto flex flex-wrap items-center justify-center gap-x-3 gap-y-1 p-1 text-xs">
              {m.stockHref ? (
                <Link to={m.stockHref} className={buttonClass({ size: "compact" })}>
                  Our Stock
                </Link>
              ) : null}
              <Link to="/contact" className="font-semibold text-primary underline-offset-2 hover:underline">
                Contact Us
              </Link>
            </div>
          </li>
        ))}
        {Array.from({ length: padding }, (_, i) => (
          <li key={`pad-${i}`} aria-hidden="true" />
        ))}
      </ul>
      <Link to="/models" className="mt-3 inline-block font-semibold text-primary hover:underline">
        All models
      </Link>
    </>
  );
}
