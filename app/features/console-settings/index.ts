/** The settings editor's rules (issue 41): its areas, fields and diffs. */
export { configDiff, settingsAreas, settingsFormResolver } from "./settings-form";
export { isOwnerOnly, OWNER_ONLY_WORDS } from "./owner-settings";
export { menusInStockWords } from "./menu-form";
