import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from "react";

const FinanceDialog = lazy(() => import("./finance-dialog").then((m) => ({ default: m.FinanceDialog })));

function popupLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-finance-popup]") ?? null;
}

/**
 * Where the site opens the finance enquiry in a modal (finance.popup_form), its finance links open
 * the popup over the page; each is a real link to the finance page, which is what works without
 * scripts. The popup's code loads on the first click.
 */
export function FinanceDialogHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<{ href: string; at: number } | null>(null);
  const onClickCapture = (event: MouseEvent) => {
    const link = popupLink(event);
    if (!link) return;
    event.preventDefault();
    setOpened({ href: `${link.pathname}${link.search}`, at: event.timeStamp });
  };
  return (
    <div onClickCapture={onClickCapture} className="contents">
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <FinanceDialog href={opened.href} openedAt={opened.at} />
        </Suspense>
      ) : null}
    </div>
  );
}
