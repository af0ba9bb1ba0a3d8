import { describe, expect, it } from "vitest";
import { describeBulk, parseBulkAction, parseStockFilters, priceAfter, stockQuery } from "./stock-rules";

const fields = (over: Partial<Record<"bulk" | "yard" | "by" | "change", string>>) => ({
  bulk: "",
  yard: "",
  by: "",
  change: "",
  ...over,
});

describe("bulk price changes", () => {
  it.each([
    { price: 45_990, by: "percent" as const, change: -5, after: 43_691 },
    { price: 45_990, by: "amount" as const, change: -500, after: 45_490 },
    { price: 19_990, by: "amount" as const, change: 1_000, after: 20_990 },
    { price: 300, by: "amount" as const, change: -500, after: 0 },
    { price: 33_333, by: "percent" as const, change: 10, after: 36_666 },
  ])("$price changed by $change ($by) is $after", ({ price, by, change, after }) => {
    expect(priceAfter(price, { kind: "price", by, change })).toBe(after);
  });
});

describe("reading a bulk action", () => {
  it.each([
    { given: fields({ bulk: "mark_sold" }), read: { kind: "mark_sold" } },
    { given: fields({ bulk: "move_yard", yard: "7" }), read: { kind: "move_yard", yard: 7 } },
    {
      given: fields({ bulk: "price", by: "percent", change: "-5%" }),
      read: { kind: "price", by: "percent", change: -5 },
    },
    { given: fields({ bulk: "price", change: "$-1,000" }), read: { kind: "price", by: "amount", change: -1000 } },
    { given: fields({ bulk: "move_yard" }), read: { error: "Choose the yard to move the cars to." } },
    {
      given: fields({ bulk: "price", change: "abc" }),
      read: { error: expect.stringMatching(/Give the price change/) },
    },
    {
      given: fields({ bulk: "price", by: "percent", change: "-100" }),
      read: { error: expect.stringMatching(/between -99 and 100/) },
    },
    { given: fields({ bulk: "delete" }), read: { error: "Choose what to do with the ticked cars." } },
  ])("$given.bulk $given.change", ({ given, read }) => {
    expect(parseBulkAction(given)).toEqual(read);
  });

  it("asks with the number of cars", () => {
    expect(describeBulk({ kind: "price", by: "percent", change: -5 }, 12)).toBe("Lower the price of 12 cars by 5%?");
    expect(describeBulk({ kind: "price", by: "amount", change: 1500 }, 1)).toBe("Raise the price of 1 car by $1,500?");
    expect(describeBulk({ kind: "move_yard", yard: 2 }, 3, "Parramatta")).toBe("Move 3 cars to Parramatta?");
    expect(describeBulk({ kind: "mark_sold" }, 2)).toBe("Mark 2 cars as sold?");
  });
});

describe("the stock list's address", () => {
  it("reads what it writes and drops what is not a filter", () => {
    const filters = parseStockFilters(
      new URLSearchParams("q=ranger&status=in_stock&car_type=used&yard=3&days=60&flag=no_photos&sort=price_low&page=2"),
    );
    expect(stockQuery(filters)).toBe(
      "?q=ranger&status=in_stock&car_type=used&yard=3&days=60&flag=no_photos&sort=price_low&page=2",
    );
    expect(parseStockFilters(new URLSearchParams("car_type=boat&flag=x&sort=y&yard=-1&status=DROP TABLE"))).toEqual(
      parseStockFilters(new URLSearchParams()),
    );
    // The console fuzzer's find: an object's own keys only, never its prototype's.
    for (const key of ["__proto__", "constructor", "toString"])
      expect(parseStockFilters(new URLSearchParams({ sort: key, flag: key }))).toEqual(
        parseStockFilters(new URLSearchParams()),
      );
  });
});
