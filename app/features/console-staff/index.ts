/** The console's staff: roles, permissions and session rules (issue 39), for routes and other areas. */
export {
  deviceName,
  EMAIL_PATTERN,
  may,
  permissions,
  whoMay,
  normaliseEmail,
  type Permission,
  roleLabels,
  type StaffMember,
  type StaffRole,
  staffInvitation,
  readInviteForm,
  readSignInLinkForm,
  staffRoles,
} from "./staff-rules";
