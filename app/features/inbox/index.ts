/** The console's leads inbox: statuses, list filters and the export's CSV (issue 39). */
export {
  CSV_MAX_ROWS,
  followUp,
  inboxQuery,
  INBOX_PAGE_SIZE,
  type InboxFilters,
  isLeadStatus,
  leadStatuses,
  type LeadStatus,
  parseInboxFilters,
  statusLabels,
  toCsv,
  waited,
} from "./inbox-rules";
export { barShare, dashboardPeriod, dashboardPeriods, type DashboardPeriod } from "./dashboard-rules";
