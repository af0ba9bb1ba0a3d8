/** A row that could not be read at all; it becomes a bad row, never a reason to drop the others. */
export class UnparseableRow {
  constructor(readonly reason: string) {}
}
