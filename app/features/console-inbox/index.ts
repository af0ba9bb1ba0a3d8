/** The console's leads inbox: statuses, list filters, the export's CSV and the dashboard's periods (issue 39). */
export { dashboardPeriod, type DashboardPeriod } from "./dashboard-rules";
export { leadsCsv } from "./lead-csv";
export {
  type InboxFilters,
  isLeadStatus,
  type LeadStatus,
  parseInboxFilters,
  readLeadNote,
  readLeadReply,
  statusLabels,
} from "./inbox-rules";
