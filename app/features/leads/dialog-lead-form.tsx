import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "react-router";
import { LeadForm } from "./lead-form";
import type { LeadFormPage } from "./lead-form-schema";

/** The form inside the dialog: sent by a fetcher, so errors come back into the open dialog. */
export function DialogLeadForm({ page }: { page: LeadFormPage }) {
  const sender = useFetcher<SubmissionResult<string[]>>();
  return <LeadForm page={page} result={sender.data} submitting={sender.state !== "idle"} FormElement={sender.Form} />;
}
