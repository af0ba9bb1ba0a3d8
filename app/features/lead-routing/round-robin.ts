/**
 * Issue 54: who gets the next lead. Among the yard's available salespeople whose yard is open, the
 * one whose last lead is oldest (never given one comes first; a tie goes to the earlier member), so
 * leads spread evenly and a salesperson back from away does not get a burst to "catch up".
 */
export interface InLine {
  staffId: number;
  lastLeadAt: Date | null;
}

export function nextInLine<T extends InLine>(candidates: readonly T[], skip: readonly number[] = []): T | null {
  const eligible = candidates.filter((c) => !skip.includes(c.staffId));
  return (
    [...eligible].sort(
      (a, b) =>
        (a.lastLeadAt?.getTime() ?? -Infinity) - (b.lastLeadAt?.getTime() ?? -Infinity) || a.staffId - b.staffId,
    )[0] ?? null
  );
}
