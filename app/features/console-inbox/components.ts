/** The inbox's components, for the console's routes only. */
export { InboxList } from "./inbox-list";
export { LeadPage } from "./lead-page";
export { DashboardPage } from "./dashboard-page";
