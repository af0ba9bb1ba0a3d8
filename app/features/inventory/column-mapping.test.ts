import { describe, expect, it } from "vitest";
import { dealerValue, mappingProblems, needsMapping, suggestMapping } from "./column-mapping";

describe("a DMS file's columns matched to the import's fields (issue 55)", () => {
  it.each([
    ["Stock No", "stocknum"],
    ["StockNumber", "stocknum"],
    ["Stock#", "stocknum"],
    ["Rego", "regplate"],
    ["VIN", "vin"],
    ["Odometer", "km"],
    ["KMs", "km"],
    ["Kms", "km"],
    ["Price", "price"],
    ["Drive Away", "price"],
    ["Body Type", "body"],
    ["Trans", "trans"],
    ["Transmission", "trans"],
    ["Colour", "colour"],
    ["Color", "colour"],
    ["Photo URLs", "images"],
    ["New/Used", "car_type"],
    ["Internal Cost", null],
  ])("%s fills %s", (column, field) => expect(suggestMapping([column])[column]).toBe(field));

  it("takes each field once: the first column that could fill it", () => {
    expect(suggestMapping(["Price", "Drive Away"])).toEqual({ Price: "price", "Drive Away": null });
  });

  it("needs no mapping for a file in the import's own names", () => {
    expect(needsMapping(["stocknum", "year", "make", "model", "car_type", "status"])).toBe(false);
    expect(needsMapping(["Stock No", "Year"])).toBe(true);
  });

  it("names what a mapping lacks", () => {
    expect(mappingProblems({ Year: "year", Make: "make", Model: "model" }, {})).toEqual([
      "Choose the column that holds the stock number.",
      "Choose the column that says new, used or demo, or say which every car in the file is.",
    ]);
    expect(
      mappingProblems({ A: "stocknum", B: "stocknum", Y: "year", M: "make", O: "model" }, { car_type: "used" }),
    ).toEqual(["Two columns are set to Stock number: choose one."]);
  });
});

describe("values read as dealers write them", () => {
  it.each([
    ["price", "$32,990", "32990"],
    ["price", "$64,990 DAP", "64990"],
    ["price", "POA", "POA"],
    ["km", "45,000 km", "45000"],
    ["km", "12 kms", "12"],
    ["trans", "Auto", "Automatic"],
    ["trans", "Man", "Manual"],
    ["trans", "CVT", "CVT"],
    ["drive", "4x4", "4x4"],
    ["drive", "4WD", "4x4"],
    ["car_type", "Pre-owned", "used"],
    ["car_type", "Demonstrator", "demo"],
    ["status", "In Stock", "in_stock"],
    ["status", "In Transit", "coming_soon"],
    ["status", "Under Offer", "under_offer"],
  ] as const)("%s %j is %j", (field, written, read) => expect(dealerValue(field, written)).toBe(read));

  it("reads photo addresses split by | or ,", () => {
    expect(dealerValue("images", "https://a.example/1.jpg|https://a.example/2.jpg")).toHaveLength(2);
    expect(dealerValue("images", "https://a.example/1.jpg, https://a.example/2.jpg")).toEqual([
      { image: { url: "https://a.example/1.jpg" }, thumb: { url: "https://a.example/1.jpg" } },
      { image: { url: "https://a.example/2.jpg" }, thumb: { url: "https://a.example/2.jpg" } },
    ]);
  });
});
