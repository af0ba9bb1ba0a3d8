import { useFetcher } from "react-router";
import { LeadForm } from "./lead-form";
import type { LeadFormPage, LeadFormResult } from "./lead-forms";

/** The form inside the dialog: sent by a fetcher, so errors come back into the open dialog. */
export function DialogLeadForm({ page }: { page: LeadFormPage }) {
  const sender = useFetcher<LeadFormResult>();
  return <LeadForm page={page} result={sender.data} submitting={sender.state !== "idle"} FormElement={sender.Form} />;
}
