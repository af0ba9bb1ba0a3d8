/** The console's chrome, for the console's routes and areas only: never imported by a shopper's page. */
export { ConsoleCard } from "./console-card";
export { ConsoleShell, type ConsoleNavItem } from "./console-shell";
export { ConsoleErrorBoundary } from "./console-error";
export { ConsoleHeading, FilterButtons, MoreFilters, StateBadge } from "./console-parts";
export { FormDone } from "./form-done";
export { SaveButton } from "./save-button";
export {
  ConsoleDraft,
  checkedByServer,
  SendKey,
  controlOf,
  fieldByName,
  initialText,
  useConsoleForm,
  type ConsoleFieldMeta,
} from "./console-forms";
export { PasskeyEnrol, PasskeySignIn } from "./passkey-buttons";
