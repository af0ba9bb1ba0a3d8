/** The console's pages and news editor (issue 41), for the console's routes only. */
export { ContentEditor, type ContentEditorData, type ContentOutcome } from "./content-editor";
export { ContentListPage, type ContentListRow } from "./content-list-page";
