/** The inventory area's face: its rules and types, for other areas, the routes and the server (no React, no IO). */
export { type CarRow, type CarRowInput, readCarRow, validateCarRows } from "./car-row";
export { formatFromContentType, isInventoryFormat } from "./parse-inventory";
