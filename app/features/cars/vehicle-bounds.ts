import { vehicleKind } from "./vehicle-kind";

/**
 * Issue 57: the sizes, masses, power and torque a vehicle of its kind, body and engine can have, as
 * the makers' published figures run. The demo stock draws inside them; an import refuses a figure
 * far outside them (a Silverado is not 3.9 m long, a 6.2 L V8 does not make 185 Nm).
 */
export type Range = readonly [number, number];

export interface VehicleBounds {
  /** mm */
  length: Range;
  width: Range;
  height: Range;
  /** kg: gross vehicle mass (a towed item's ATM). */
  gvm: Range;
  /** litres */
  tank: Range;
  /** Nm and kW; null for a towed item. */
  torque: Range | null;
  power: Range | null;
}

export interface BoundedVehicle {
  item_type: string | null;
  simple_body: string | null;
  fuel: string | null;
  engine_size_litres: number | null;
}

type Sizes = Pick<VehicleBounds, "length" | "width" | "height" | "gvm" | "tank">;

const CAR_SIZES: Record<string, Sizes> = {
  hatch: { length: [3600, 4500], width: [1650, 1850], height: [1400, 1650], gvm: [1400, 2300], tank: [35, 60] },
  sedan: { length: [4400, 5100], width: [1750, 1950], height: [1380, 1550], gvm: [1800, 2600], tank: [45, 80] },
  suv: { length: [4100, 5300], width: [1750, 2050], height: [1550, 1960], gvm: [1800, 3600], tank: [40, 110] },
  wagon: { length: [4500, 5000], width: [1750, 1900], height: [1450, 1700], gvm: [1900, 2600], tank: [45, 80] },
  ute: { length: [5000, 6100], width: [1800, 2100], height: [1700, 2000], gvm: [2700, 4500], tank: [70, 140] },
  "cab chassis": {
    length: [4900, 5600],
    width: [1780, 2000],
    height: [1700, 2050],
    gvm: [2800, 3700],
    tank: [70, 180],
  },
  van: { length: [4400, 6100], width: [1800, 2100], height: [1800, 2700], gvm: [2300, 4500], tank: [55, 100] },
  "people mover": {
    length: [4600, 5300],
    width: [1800, 2000],
    height: [1650, 2000],
    gvm: [2200, 3000],
    tank: [55, 80],
  },
  coupe: { length: [4100, 4900], width: [1750, 1950], height: [1200, 1420], gvm: [1500, 2200], tank: [45, 75] },
  convertible: {
    length: [3800, 4900],
    width: [1700, 1950],
    height: [1200, 1420],
    gvm: [1400, 2200],
    tank: [40, 75],
  },
};

const KIND_SIZES: Record<"truck" | "motorcycle" | "caravan" | "motorhome" | "trailer", Sizes> = {
  truck: { length: [4700, 9800], width: [1690, 2500], height: [2000, 3300], gvm: [4500, 16500], tank: [70, 300] },
  motorcycle: { length: [1950, 2650], width: [700, 1050], height: [1000, 1550], gvm: [300, 700], tank: [10, 25] },
  motorhome: { length: [5900, 8500], width: [2000, 2500], height: [2600, 3400], gvm: [3500, 4800], tank: [75, 100] },
  caravan: { length: [4000, 9500], width: [1900, 2500], height: [2000, 3300], gvm: [750, 4500], tank: [0, 0] },
  trailer: { length: [2000, 9000], width: [1200, 2500], height: [400, 3000], gvm: [500, 4500], tank: [0, 0] },
};

/** Nm and kW per litre, by fuel and kind; a figure under 5 L of petrol is a turbo's. */
function perLitre(kind: string, fuel: string, litres: number): { torque: Range; power: Range } {
  if (kind === "motorcycle") return { torque: [70, 115], power: [35, 110] };
  if (kind === "truck") return { torque: [90, 140], power: [20, 40] };
  if (fuel === "Diesel") return { torque: [130, 215], power: [38, 62] };
  if (fuel === "Hybrid" || fuel === "Plug-in Hybrid") return { torque: [85, 165], power: [45, 95] };
  return litres >= 5 ? { torque: [90, 120], power: [48, 75] } : { torque: [95, 200], power: [45, 110] };
}

export function vehicleBounds(vehicle: BoundedVehicle): VehicleBounds {
  const kind = vehicleKind(vehicle);
  const sizes =
    kind === "car" ? (CAR_SIZES[(vehicle.simple_body ?? "").toLowerCase()] ?? CAR_SIZES.suv!) : KIND_SIZES[kind];
  const litres = vehicle.engine_size_litres;
  if (kind === "caravan" || kind === "trailer") return { ...sizes, torque: null, power: null };
  if (vehicle.fuel === "Electric" || !litres)
    return kind === "motorcycle"
      ? { ...sizes, torque: [40, 250], power: [10, 150] }
      : { ...sizes, torque: [150, 1000], power: [50, 600] };
  const rate = perLitre(kind, vehicle.fuel ?? "Petrol", litres);
  const scaled = (range: Range): Range => [Math.round(range[0] * litres), Math.round(range[1] * litres)];
  return { ...sizes, torque: scaled(rate.torque), power: scaled(rate.power) };
}

/**
 * A figure "far outside" a range: under 70% of its least or over 130% of its most. The margin lets the
 * odd real vehicle through (a two-seat city car, a long-range tank) and stops a figure in the wrong
 * unit (537 for 5,370 mm) or a typo (185 Nm from a 6.2 L V8).
 */
export function farOutside(value: number, [least, most]: Range): boolean {
  return value < least * 0.7 || value > most * 1.3;
}
