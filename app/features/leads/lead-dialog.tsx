import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { Dialog } from "~/ui/dialog";
import { DialogLeadForm } from "./dialog-lead-form";
import { formHeading } from "./lead-form-heading";
import type { LeadFormPage } from "./lead-form-schema";

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
  return (
    <Dialog
      ref={dialogRef}
      labelledBy="lead-dialog-heading"
      heading={page ? formHeading(page) : "Loading..."}
      subheading={page?.car?.title}
    >
      {page ? <DialogLeadForm key={page.token} page={page} /> : <p aria-live="polite">Loading the form...</p>}
    </Dialog>
  );
}
