/** The console's chrome, for the console's routes and areas only: never imported by a shopper's page. */
export { ConsoleCard } from "./console-card";
export { ConsoleShell, type ConsoleNavItem } from "./console-shell";
export { FormDone } from "./form-done";
export { PasskeyEnrol, PasskeySignIn } from "./passkey-buttons";
