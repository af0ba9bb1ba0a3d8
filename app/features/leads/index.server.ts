/** The leads area's server face: what other areas, the routes and the server may call. */
export { MISCELLANEOUS_COLUMNS, type MiscellaneousColumn, saveLeadColumn } from "./lead-extra-fields.server";
export {
  bookTestDriveForm,
  carLeadForm,
  generalLeadForm,
  locationChoices,
  partsRequestForm,
  serviceBookingForm,
} from "./lead-form-page.server";
export { eventAllowed } from "./lead-limits.server";
export { deliverySinks, leadServices, type LeadServices } from "./lead-services.server";
export {
  type DeliverableLead,
  type LeadSink,
  mailTransport,
  stableMessageId,
  type MailTransport,
} from "./lead-sinks.server";
export { completeLead, leadReferenceByKey, leadReport, type NewLead } from "./lead-store.server";
export { acceptLead, type LeadSubmission, refuseUnreadable, submitLead } from "./submit-lead.server";
