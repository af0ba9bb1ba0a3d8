import { describe, expect, it } from "vitest";
import { crossesSoldGuard, soldCountConfirmed, soldGuardWords } from "./sold-guard";

describe("a full feed that would mark more than the site's share sold (issue 55, default 10%)", () => {
  it.each([
    // The case: a 20-car file against a 489-car yard.
    [{ unlisted: 469, unsold: 489, limitPercent: 10 }, true],
    [{ unlisted: 49, unsold: 489, limitPercent: 10 }, true],
    [{ unlisted: 48, unsold: 489, limitPercent: 10 }, false],
    [{ unlisted: 10, unsold: 100, limitPercent: 10 }, false],
    [{ unlisted: 11, unsold: 100, limitPercent: 10 }, true],
    [{ unlisted: 0, unsold: 0, limitPercent: 10 }, false],
    [{ unlisted: 1, unsold: 1, limitPercent: 100 }, false],
    [{ unlisted: 1, unsold: 5, limitPercent: 0 }, true],
  ])("%j crosses: %s", (guard, crosses) => expect(crossesSoldGuard(guard)).toBe(crosses));

  it("says how many of how many, and that nothing was applied", () => {
    expect(soldGuardWords({ unlisted: 469, unsold: 489, limitPercent: 10 })).toBe(
      "This full feed would mark 469 of your 489 cars sold, more than 10% of the stock. Nothing was applied.",
    );
  });

  it.each([
    ["469", 469, true],
    [" 469 ", 469, true],
    ["1,469", 1469, true],
    ["468", 469, false],
    ["", 469, false],
    [null, 469, false],
  ])("typed %j for %i confirms: %s", (typed, unlisted, ok) => expect(soldCountConfirmed(typed, unlisted)).toBe(ok));
});
