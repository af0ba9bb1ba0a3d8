/** The largest id a serial column holds (PostgreSQL integer); a bigger number names no row. */
export const MAX_ROW_ID = 2_147_483_647;

export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_ROW_ID;
}
