/** The settings editor's rules (issue 41): its areas, fields and diffs. */
export { configDiff, settingsAreas } from "./settings-form";
