/** The inbox's components, for the console's routes only. */
export { InboxList } from "./inbox-list";
export { LeadPage, type LeadOutcome } from "./lead-page";
export { DashboardPage } from "./dashboard-page";
