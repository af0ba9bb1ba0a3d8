/** The console's settings on the server: the draft, its preview, publishing and the history. */
export {
  areaFields,
  discardSettings,
  previewConfig,
  publishSettings,
  restoreSettings,
  saveSettings,
  setDraftLogo,
  settingsHistory,
  type SettingsWrite,
} from "./settings.server";
export { settingWords } from "./settings-docs.server";
export { locationsDraft, saveLocation } from "./location-settings.server";
export { saveMenus } from "./menu-settings.server";
export { tellOwnersOfSettings } from "./owner-mail.server";
