import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useStored, writeStored } from "~/ui/use-stored";
import type { SiteConfig } from "~/platform/tenancy/site-config";

type SectionMode = SiteConfig["vehicle"]["collapsible_sections"];

/** How the page's sections behave: the site's `vehicle.collapsible_sections`. */
export const SectionModeContext = createContext<SectionMode>("fixed");

const storageKey = (title: string) => `vehicle-section:${title}`;

/** A titled section of the vehicle page; where the site turns it on, it opens and closes (spec 000 section 4). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const mode = useContext(SectionModeContext);
  const heading = (
    <h2 id={`${id}-heading`} className={mode === "fixed" ? "mb-3 text-xl font-bold" : "text-xl font-bold"}>
      {title}
    </h2>
  );
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 border-t border-muted pt-6">
      {mode === "fixed" ? (
        <>
          {heading}
          {children}
        </>
      ) : (
        <Collapsible title={title} remembered={mode === "remembered"} heading={heading}>
          {children}
        </Collapsible>
      )}
    </section>
  );
}

/** Open at first (and without scripts); a remembered section takes the shopper's last choice for its header. */
function Collapsible({
  title,
  remembered,
  heading,
  children,
}: {
  title: string;
  remembered: boolean;
  heading: ReactNode;
  children: ReactNode;
}) {
  // Open on the server and until hydrated; then a remembered header's last choice, then the shopper's clicks.
  const stored = useStored(storageKey(title));
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? !(remembered && stored === JSON.stringify("closed"));
  const toggled = (nowOpen: boolean) => {
    if (nowOpen === open) return;
    setChosen(nowOpen);
    if (remembered) writeStored(storageKey(title), nowOpen ? "open" : "closed");
  };
  const details = useRef<HTMLDetailsElement>(null);
  // A shopper who opened or closed it before scripts took over: their choice is remembered too.
  useEffect(() => {
    const shown = details.current?.open;
    if (remembered && shown !== undefined && shown !== open) writeStored(storageKey(title), shown ? "open" : "closed");
    // Only what the page was when it became interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <details
      ref={details}
      open={open}
      className="collapsible group"
      onToggle={(event) => toggled(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 marker:hidden">
        {heading}
        <span aria-hidden="true" className="text-lg leading-none transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}
