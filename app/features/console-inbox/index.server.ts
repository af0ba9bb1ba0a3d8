/** The console's leads inbox on the server: the list, one lead, the export, and the follow-up's writes. */
export {
  inboxChoices,
  inboxExport,
  inboxLead,
  inboxPage,
  newLeadCount,
  onNewLead,
  siteStaff,
  visibleLeadsSince,
} from "./inbox.server";
export { addLeadNote, assignLead, assignLeads, resendDelivery, setLeadStatus } from "./inbox-writes.server";
export { filledReplies, leadPageView } from "./lead-page-view.server";
export { recordCall, sendReply } from "./lead-contact.server";
export { dashboard } from "./dashboard.server";
