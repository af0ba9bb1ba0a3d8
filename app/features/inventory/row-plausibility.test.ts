import { describe, expect, it } from "vitest";
import { readCarRow } from "./car-row";

/** Issue 57: what an import refuses because it cannot be true, and the words it says it in. */
const corolla = {
  stocknum: "PL-1",
  year: 2022,
  make: "Toyota",
  model: "Corolla",
  car_type: "used",
  status: "in_stock",
  price: 28990,
  km: 31000,
};
const problems = (overrides: Record<string, unknown>) => {
  const parsed = readCarRow({ ...corolla, ...overrides });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

const caravan = { make: "Jayco", model: "Journey", item_type: "caravan", simple_body: "caravan", km: 0 };
const silverado = {
  make: "Chevrolet",
  model: "Silverado",
  item_type: "car",
  simple_body: "ute",
  fuel: "Petrol",
  engine_size_litres: 6.2,
};

describe("an import refuses what cannot be true (issue 57)", () => {
  it.each([
    [
      "a caravan whose tare is over its ATM",
      { ...caravan, specifications: { tare_weight: 2900, aggregate_trailer_mass: 2600 } },
      "specifications.aggregate_trailer_mass: the ATM (2,600 kg) must be more than the tare (2,900 kg): the payload is what the ATM leaves over the tare",
    ],
    [
      "a GTM over the ATM",
      { ...caravan, specifications: { tare_weight: 2200, aggregate_trailer_mass: 2800, gross_trailer_mass: 3000 } },
      "specifications.gross_trailer_mass: the GTM (3,000 kg) cannot be more than the ATM (2,800 kg)",
    ],
    [
      "a compliance plate before the build",
      { build_date: "2023-06-01", compliance_date: "2023-02-15" },
      "compliance_date: 2023-02 is before the build date 2023-06: a vehicle is complied after it is built",
    ],
    [
      "a compliance plate more than a year after the build",
      { build_date: "2021-03-01", compliance_date: "2022-07-15" },
      "compliance_date: 2022-07 is more than a year after the build date 2021-03",
    ],
    [
      "a 6.2 L V8 with 185 Nm",
      { ...silverado, variant: { torque: "185Nm" } },
      "variant.torque: 185 Nm is far outside what a 6.2 L petrol ute has (558 to 744 Nm)",
    ],
    [
      "a length in centimetres",
      { ...silverado, variant: { vehiclelength: 589 } },
      "variant.vehiclelength: 589 mm is far outside what a 6.2 L petrol ute has (5,000 to 6,100 mm)",
    ],
    [
      "a motorcycle's mass in pounds",
      {
        make: "Yamaha",
        model: "MT-07",
        item_type: "motorcycle",
        simple_body: "motorcycle",
        variant: { grossvehiclemass: 1100 },
      },
      "variant.grossvehiclemass: 1,100 kg is far outside what a motorcycle has (300 to 700 kg)",
    ],
  ])("refuses %s", (_, overrides, message) => {
    expect(problems(overrides)).toEqual([message]);
  });

  it.each([
    [
      "a caravan with 600 kg payload",
      { ...caravan, specifications: { tare_weight: 2400, aggregate_trailer_mass: 3000 } },
    ],
    ["a plate two months after the build", { build_date: "2023-11-01", compliance_date: "2024-01-15" }],
    [
      "a Silverado as its maker gives it",
      { ...silverado, variant: { torque: 624, vehiclelength: 5885, grossvehiclemass: 3500 } },
    ],
    ["a Smart car, short as it is", { simple_body: "hatch", variant: { vehiclelength: 2695 } }],
  ])("takes %s", (_, overrides) => {
    expect(problems(overrides)).toEqual([]);
  });
});
