/** The largest id a serial column holds (PostgreSQL integer); a bigger number names no row. */
export const MAX_ROW_ID = 2_147_483_647;

export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;
}

/** The row id a path segment or form field names, read strictly ("12", never "1e1", " 12" or "0x0c"); else null. */
export function rowIdOf(text: string | null | undefined): number | null {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}

/**
 * A form's hidden version or revision number (0 upwards). Text that is none answers -1, which no
 * stored version has, so the write is refused as made on an older copy instead of reaching the
 * database as NaN.
 */
export function versionOf(text: string | null | undefined): number {
  return text && /^\d{1,9}$/.test(text) ? Number(text) : -1;
}
