import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { DialogLeadForm } from "./dialog-lead-form";
import { formHeading } from "./lead-form-heading";
import type { LeadFormPage } from "./lead-forms";

/** The dialog: loads the form from its page's loader each time it is opened, then shows it modal. */
export function LeadDialog({ href, openedAt }: { href: string; openedAt: number }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const form = useFetcher<{ form: LeadFormPage }>();
  const { load } = form;
  useEffect(() => {
    void load(href);
    dialogRef.current?.showModal();
  }, [href, openedAt, load]);
  const { pathname } = useLocation();
  // A sent form goes on to the success page: the dialog closes when the page changes under it.
  useEffect(() => () => dialogRef.current?.close(), [pathname]);
  const page = form.state === "idle" ? form.data?.form : undefined;
  const close = () => dialogRef.current?.close();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="lead-dialog-heading"
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
      onClick={(e) => e.target === dialogRef.current && close()}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h2 id="lead-dialog-heading" className="text-2xl font-bold">
            {page ? formHeading(page) : "Loading..."}
          </h2>
          {page?.car ? <p className="text-muted-foreground">{page.car.title}</p> : null}
        </div>
        <button type="button" onClick={close} aria-label="Close" className="rounded px-2 text-2xl leading-none hover:bg-muted">
          ×
        </button>
      </div>
      {page ? <DialogLeadForm key={page.token} page={page} /> : <p aria-live="polite">Loading the form...</p>}
    </dialog>
  );
}
