/** The lead routing area's server face (issue 54): owners, alerts, escalation, push, replies. */
export { reassignLeads } from "./assign-lead.server";
export { escalateDue } from "./escalation.server";
export { alertsOf } from "./lead-alerts.server";
export { leadBrief } from "./lead-brief.server";
export { readSubscription, removeSubscription, saveSubscription, subscriptionsOf } from "./push.server";
export { leadRoutingServices, type LeadRoutingServices } from "./routing-services.server";
