/** The inventory area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { type CarRow, type CarRowInput, readCarRow, validateCarRows } from "./car-row";
export { formatFromContentType, isInventoryFormat } from "./parse-inventory";
export { errorReportCsv, type ImportPreview } from "./import-preview";
export { formatFromFileName, type InventoryFormat } from "./parse-inventory";
export { readApplyForm, readMappingForm } from "./import-forms";
