/** The lead routing area's face: its rules and words, for the console's pages (no React, no IO). */
export { confirmationMail, requestedTime, staffAlert, testDriveIcs, type LeadBrief } from "./lead-words";
export { fillTemplate, firstName, type ReplyTokens } from "./reply-templates";
