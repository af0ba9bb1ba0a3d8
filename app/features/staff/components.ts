/** The staff area's components, for the console's routes only. */
export { AuditPage } from "./audit-page";
export { StaffPage } from "./staff-page";
