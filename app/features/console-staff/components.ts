/** The staff area's components, for the console's routes only. */
export { AccountPage } from "./account-page";
export { AuditPage } from "./audit-page";
export { StaffPage } from "./staff-page";
