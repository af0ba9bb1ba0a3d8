/** The console's staff on the server: invitations, sign-in links, sessions and the audit trail. */
export { auditActions, isRepeatedSend, readAudit, recordAudit, sentBefore, underSendKey } from "./staff-audit.server";
export { mailOwners, type OwnersNotice, sendSignInLink, signInLinkUrl } from "./staff-mail.server";
export { inviteWithLink } from "./staff-invite.server";
export {
  endStaffSession,
  endStaffSessionsEverywhere,
  liveStaffSessions,
  readStaffSession,
  startStaffSession,
} from "./staff-sessions.server";
export { inviteStaff, redeemSignInLink, signInLinkFor, signInLinkHolder, staffOnSite } from "./staff-store.server";
export {
  enrolmentOptions,
  enrolPasskey,
  passkeysOf,
  relyingPartyOf,
  removePasskey,
  signInOptions,
  verifyPasskeySignIn,
} from "./staff-passkeys.server";
export { changeStaffRole, removeStaff, siteStaffList } from "./staff-admin.server";
export { alertSettingsOf, type AlertSettings, saveAlertSettings } from "./staff-alerts.server";
export { consoleServiceWorker } from "./console-service-worker";
