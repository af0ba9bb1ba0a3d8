import type { VehicleBounds } from "~/features/cars";

/**
 * The demo stock's catalogue: real makes and models sold in Australia, each with the powertrains it
 * was sold with, the years each was on sale and the badges that go with each. A generated car takes
 * one model, one powertrain and a year both were sold in, so a Harley is never an Automatic and a
 * BYD Atto 3 is never a 2014. Prices are new drive-away guides.
 */

export type ItemType = "car" | "truck" | "motorcycle" | "caravan";

export interface Powertrain {
  /** The spec's `fuel`; null for a towed caravan. */
  fuel: string | null;
  engine_litres: number | null;
  cylinders: number | null;
  /** AWD, 4x4, 4x2, FWD, RWD; Chain, Belt or Shaft on a motorcycle; null for a caravan. */
  drive: string | null;
  /** The spec's `trans`: Automatic, Manual, CVT, Dual Clutch or Automated Manual; null for a caravan. */
  trans: string | null;
  gearnum: number | null;
  from: number;
  to: number | null;
  badges: string[];
}

export interface CatalogueModel {
  make: string;
  model: string;
  item_type: ItemType;
  simple_body: string;
  /** The body as a dealer's feed names it (Hatchback, SUV, Cruiser, Pop Top). */
  body: string;
  /** The first model year sold here. */
  from: number;
  price: number;
  seats: number;
  doors: number;
  powertrains: Powertrain[];
  /** A motorcycle approved for learners (LAMS) in every badge, not only one badged so. */
  lams?: boolean;
  /** The model's own figures where its kind's are too wide: a light truck's GVM is not a heavy one's. */
  sizes?: Partial<Pick<VehicleBounds, "length" | "gvm">>;
}

const FUELS: Record<string, string> = {
  Petrol: "Petrol",
  Diesel: "Diesel",
  Hybrid: "Hybrid",
  PHEV: "Plug-in Hybrid",
  Electric: "Electric",
};
const GEARBOXES: Record<string, string> = {
  Auto: "Automatic",
  Manual: "Manual",
  CVT: "CVT",
  DCT: "Dual Clutch",
  AMT: "Automated Manual",
};

/**
 * One powertrain line: `fuel litres cylinders drive gearbox [from[-to]] : badge, badge`, e.g.
 * `Hybrid 2.5 4 AWD CVT 2019 : GX Hybrid, GXL Hybrid`; an electric car has `- -` for litres and
 * cylinders, and a caravan is `Towed : badges`.
 */
export function powertrain(line: string, modelFrom: number): Powertrain {
  const [spec = "", badgeList = ""] = line.split(":");
  const badges = badgeList
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  const words = spec.trim().split(/\s+/);
  if (words[0] === "Towed")
    return {
      fuel: null,
      engine_litres: null,
      cylinders: null,
      drive: null,
      trans: null,
      gearnum: null,
      from: modelFrom,
      to: null,
      badges,
    };
  const [fuel = "", litres = "-", cylinders = "-", drive = "", gearbox = "", years] = words;
  const gear = /^([A-Za-z]+)(\d*)$/.exec(gearbox);
  const trans = GEARBOXES[gear?.[1] ?? ""];
  if (!FUELS[fuel] || !trans || !drive) throw new Error(`Bad powertrain line: ${line}`);
  const [from, to] = (years ?? "").split("-").map(Number);
  return {
    fuel: FUELS[fuel],
    engine_litres: litres === "-" ? null : Number(litres),
    cylinders: cylinders === "-" ? null : Number(cylinders),
    drive,
    trans,
    gearnum: gear?.[2] ? Number(gear[2]) : null,
    from: Math.max(modelFrom, from || modelFrom),
    to: to || null,
    badges,
  };
}

const BODY_LABELS: Record<string, string> = {
  sedan: "Sedan",
  hatch: "Hatchback",
  suv: "SUV",
  wagon: "Wagon",
  ute: "Utility",
  van: "Van",
  "people mover": "People Mover",
  coupe: "Coupe",
  convertible: "Convertible",
  "cab chassis": "Cab Chassis",
  caravan: "Caravan",
  motorhome: "Motorhome",
  motorcycle: "Motorcycle",
};

export interface ModelOptions {
  item_type?: ItemType;
  body?: string;
  seats?: number;
  doors?: number;
  lams?: boolean;
  sizes?: CatalogueModel["sizes"];
}

export function catalogueModel(
  make: string,
  model: string,
  simpleBody: string,
  from: number,
  price: number,
  lines: string[],
  options: ModelOptions = {},
): CatalogueModel {
  const twoDoor = simpleBody === "coupe" || simpleBody === "convertible";
  return {
    make,
    model,
    item_type: options.item_type ?? "car",
    simple_body: simpleBody,
    body: options.body ?? BODY_LABELS[simpleBody] ?? simpleBody,
    from,
    price,
    seats: options.seats ?? (simpleBody === "people mover" ? 8 : twoDoor ? 4 : simpleBody === "van" ? 3 : 5),
    doors: options.doors ?? (twoDoor ? 2 : 4),
    powertrains: lines.map((line) => powertrain(line, from)),
    ...(options.lams ? { lams: true } : {}),
    ...(options.sizes ? { sizes: options.sizes } : {}),
  };
}

export const colours = [
  "White",
  "Silver",
  "Grey",
  "Black",
  "Blue",
  "Red",
  "Green",
  "Orange",
  "Bronze",
  "Yellow",
] as const;
