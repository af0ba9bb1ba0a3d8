import { lazy, Suspense, useRef, type MouseEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { formHeading } from "./lead-form-heading";
import type { LeadFormPage } from "./lead-forms";

const DialogLeadForm = lazy(() => import("./dialog-lead-form").then((m) => ({ default: m.DialogLeadForm })));

function leadFormLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  return target?.closest?.<HTMLAnchorElement>("a[data-lead-form]") ?? null;
}

/**
 * Opens lead forms in a dialog: any link marked data-lead-form (the vehicle page's action buttons,
 * its sticky bar, listing cards) is a real link to the form's own page, which is what works without
 * scripts; with them, a click opens the same form here, loaded from that page's loader.
 */
export function LeadDialogHost({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const form = useFetcher<{ form: LeadFormPage }>();
  const onClickCapture = (event: MouseEvent) => {
    const link = leadFormLink(event);
    if (!link) return;
    event.preventDefault();
    form.load(link.pathname);
    dialogRef.current?.showModal();
  };
  const page = form.state === "idle" ? form.data?.form : undefined;
  return (
    <div onClickCapture={onClickCapture} className="contents">
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby="lead-dialog-heading"
        className="m-auto w-[min(42rem,calc(100vw-2rem))] max-h-[calc(100vh-2rem)] overflow-y-auto rounded-lg bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
        onClick={(e) => e.target === dialogRef.current && dialogRef.current?.close()}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id="lead-dialog-heading" className="text-2xl font-bold">
              {page ? formHeading(page) : "Loading..."}
            </h2>
            {page?.car ? <p className="text-muted-foreground">{page.car.title}</p> : null}
          </div>
          <button type="button" onClick={() => dialogRef.current?.close()} aria-label="Close" className="rounded px-2 text-2xl leading-none hover:bg-muted">
            ×
          </button>
        </div>
        {page ? (
          <Suspense fallback={<p>Loading the form...</p>}>
            <DialogLeadForm key={page.token} page={page} />
          </Suspense>
        ) : (
          <p aria-live="polite">Loading the form...</p>
        )}
      </dialog>
    </div>
  );
}
