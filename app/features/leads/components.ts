/** The leads area's components, for other areas and the routes. */
export { TermsAcknowledgement } from "./consent-notice";
export { LeadDialogHost } from "./lead-dialog-host";
export { LeadFormHeading } from "./lead-form-heading";
export { LeadForm, PageLeadForm } from "./lead-form";
export { VisitPixel } from "./visit-pixel";
