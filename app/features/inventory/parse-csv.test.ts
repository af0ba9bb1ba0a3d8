import { describe, expect, it } from "vitest";
import { parseCsv } from "./parse-csv";
import { UnparseableRow } from "./unparseable-row";

const HEADER = "stocknum,year,make,model";
const reasons = (records: unknown[]) =>
  records.map((r) => (r instanceof UnparseableRow ? `bad: ${r.reason}` : (r as { stocknum: string }).stocknum));

describe("CSV inventory files", () => {
  it("reads each data row under the header's names, a quoted cell holding commas and line breaks", () => {
    const records = parseCsv(`${HEADER}\nA1,2021,Ford,Ranger\n"A2",2022,"Mazda","CX-5, ""Touring""\nlong"\n`);
    expect(records).toEqual([
      { stocknum: "A1", year: "2021", make: "Ford", model: "Ranger" },
      { stocknum: "A2", year: "2022", make: "Mazda", model: 'CX-5, "Touring"\nlong' },
    ]);
  });

  it("names a short row and a long row and keeps the others", () => {
    expect(
      reasons(parseCsv(`${HEADER}\nA1,2021,Ford,Ranger\nA2,2021\nA3,2021,Kia,EV6\nA4,2021,Kia,EV6,extra\n`)),
    ).toEqual([
      "A1",
      "bad: this row has 2 cells where the header has 4",
      "A3",
      "bad: this row has 5 cells where the header has 4",
    ]);
  });

  it("names the row whose quote never closes and reads every row after it", () => {
    expect(
      reasons(parseCsv(`${HEADER}\nA1,2021,Ford,Ranger\nA2,2021,"Ford,Ranger\nA3,2021,Kia,EV6\n\nA4,2020,Kia,Rio`)),
    ).toEqual(["A1", 'bad: a quoted cell opens in this row and never closes (a " is missing)', "A3", "A4"]);
  });

  it("reads a byte-order mark, blank lines and Windows line ends", () => {
    expect(parseCsv(`\uFEFF${HEADER}\r\n\r\nA1,2021,Ford,Ranger\r\n`)).toEqual([
      { stocknum: "A1", year: "2021", make: "Ford", model: "Ranger" },
    ]);
  });
});
