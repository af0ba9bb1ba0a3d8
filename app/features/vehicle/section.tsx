import type { ReactNode } from "react";

/** One titled block of the vehicle page, with an anchor for in-page links. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 border-t border-muted pt-6">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
