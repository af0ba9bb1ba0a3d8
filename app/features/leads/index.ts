/** The leads area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { EMAIL, isEmail } from "./contact-rules";
export { appointmentWords, clockLabel } from "./appointment-slots";
export { isCarLeadFormKind } from "./lead-form-kinds";
export { type LeadFormPage } from "./lead-form-schema";
export {
  fieldMessages,
  GENERIC_FORM_FAILURE,
  OPT_IN_LABEL_SITE,
  POSTCODE_MESSAGE,
  SUMMARY_HEADING,
  SHORT_TERMS_MESSAGE,
} from "./lead-form-texts";
export { type LeadReceipt, readReceipt } from "./lead-receipt";
export {
  leadReference,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  REFERENCE_SPACE,
  SCRAMBLE,
  successHeading,
  successText,
} from "./success-note";
export { addVisit, fitTrail, readTrail, visitedPage, type VisitTrail } from "./visit-trail";
export { describeLeads } from "./describe-leads";
export { type LeadReportRow } from "./lead-report";
