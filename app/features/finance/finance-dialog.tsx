import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { EVENTS, trackEvent } from "~/features/analytics";
import { POPUP_TITLE } from "~/features/finance/finance-form-rules";
import { Dialog } from "~/ui/dialog";
import type { FinanceFormResult, FinancePage } from "./finance-page";
import { FinanceForm } from "./finance-form";

/** The finance popup (spec 001 section 4): the finance page's form in a modal, event 9 as it opens. */
export function FinanceDialog({ href, openedAt }: { href: string; openedAt: number }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const page = useFetcher<FinancePage>();
  const sender = useFetcher<FinanceFormResult>();
  const { load } = page;
  useEffect(() => {
    void load(href);
    dialogRef.current?.showModal();
  }, [href, openedAt, load]);
  const loaded = page.state === "idle" ? page.data : undefined;
  useEffect(() => {
    if (loaded) trackEvent(EVENTS.FINANCE_ENQUIRY_MODAL, { label: "Finance enquiry", car_id: loaded.car?.id });
  }, [loaded, openedAt]);
  const { pathname } = useLocation();
  // Applying goes on to the partner's page: the popup closes when the page changes under it.
  useEffect(() => () => dialogRef.current?.close(), [pathname]);
  return (
    <Dialog ref={dialogRef} labelledBy="finance-dialog-heading" heading={POPUP_TITLE} subheading={loaded?.car?.name}>
      {loaded ? (
        <FinanceForm
          page={loaded}
          result={sender.data}
          busy={sender.state !== "idle"}
          FormElement={sender.Form}
          action={href}
          submitTo={(formData, options) => sender.submit(formData, options)}
        />
      ) : (
        <p aria-live="polite">Loading the form...</p>
      )}
    </Dialog>
  );
}
