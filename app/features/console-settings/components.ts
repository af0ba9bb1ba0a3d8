/** The settings editor's components (issue 41), for the console's routes only. */
export { SettingsPage } from "./settings-page";
export { SettingsHistory } from "./settings-history";
