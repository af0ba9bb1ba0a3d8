import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";

const LeadDialog = lazy(() => import("./lead-dialog").then((m) => ({ default: m.LeadDialog })));

function leadFormLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  return target?.closest?.<HTMLAnchorElement>("a[data-lead-form]") ?? null;
}

/**
 * Opens lead forms in a dialog: any link marked data-lead-form (the vehicle page's action buttons,
 * its sticky bar, listing cards) is a real link to the form's own page, which is what works without
 * scripts; with them, a click opens the same form in a dialog. The dialog's code loads on that first
 * click, so pages carry none of it up front.
 */
export function LeadDialogHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ href: string; at: number } | null>(null);
  const onClickCapture = (event: MouseEvent) => {
    const link = leadFormLink(event);
    if (!link) return;
    event.preventDefault();
    setOpened({ href: link.pathname, at: event.timeStamp });
  };
  return (
    <div onClickCapture={onClickCapture} className="contents">
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <LeadDialog href={opened.href} openedAt={opened.at} />
        </Suspense>
      ) : null}
    </div>
  );
}
