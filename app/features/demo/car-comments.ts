import type { CatalogueModel, Powertrain } from "./catalogue";
import type { StockLocation } from "./stock-location";
import type { Random } from "./random";

export interface CommentedCar {
  model: CatalogueModel;
  powertrain: Powertrain;
  year: number;
  badge: string;
  colour: string;
  km: number;
  carType: "new" | "demo" | "used";
  location: StockLocation;
}

const DRIVES: Record<string, string> = {
  FWD: "front-wheel drive",
  RWD: "rear-wheel drive",
  AWD: "all-wheel drive",
  "4x4": "four-wheel drive",
  "4x2": "two-wheel drive",
};
const km = (n: number) => `${n.toLocaleString("en-AU")} km`;

/** Dealer comments written for the car from its own facts, as a salesperson would write them. */
export function dealerComments(random: Random, car: CommentedCar): string {
  const warranty =
    car.carType === "used" ? " Sold with a fresh service, roadworthy and our 12-month mechanical warranty." : "";
  return `${opening(car)} ${drivetrain(car)}${warranty} ${random.pick(visits(car.location.address.city))}`;
}

function opening({ model, year, badge, colour, km: distance, carType }: CommentedCar): string {
  const name = `${model.make} ${model.model} ${badge}`;
  if (carType === "new")
    return `Brand new ${year} ${name} in ${colour.toLowerCase()}, in stock and ready for delivery.`;
  if (carType === "demo")
    return `Ex-demonstrator ${year} ${name} in ${colour.toLowerCase()} with just ${km(distance)}, sold with the balance of the factory warranty.`;
  return `This ${year} ${name} in ${colour.toLowerCase()} has travelled ${km(distance)} and comes with a full service history.`;
}

function drivetrain({ model, powertrain }: CommentedCar): string {
  const { fuel, engine_litres: litres, cylinders, drive, trans, gearnum } = powertrain;
  if (fuel === null)
    return `A ${model.body.toLowerCase()} that sleeps ${model.seats}, with an ensuite, solar and an awning for life off the grid.`;
  if (model.item_type === "motorcycle")
    return `Its ${Math.round((litres ?? 0) * 1000)} cc ${cylinders === 1 ? "single" : `${cylinders}-cylinder`} engine drives through a ${gearnum}-speed gearbox and ${drive?.toLowerCase()} final drive.`;
  if (fuel === "Electric")
    return `Fully electric with ${DRIVES[drive ?? ""] ?? drive}: charge at home overnight and never buy fuel again.`;
  const gearbox =
    trans === "CVT" ? "a CVT" : gearnum ? `a ${gearnum}-speed ${trans?.toLowerCase()}` : `an ${trans?.toLowerCase()}`;
  const engine = `${litres?.toFixed(1)}-litre ${fuel === "Plug-in Hybrid" ? "plug-in hybrid" : fuel.toLowerCase()}`;
  if (model.item_type === "truck")
    return `The ${engine} engine and ${gearbox.replace(/^an? /, "")} gearbox suit metro delivery work, and it is ready for a body to suit your business.`;
  return `The ${engine} engine is matched to ${gearbox} and ${DRIVES[drive ?? ""] ?? drive}${drive === "4x4" ? ", ready for the tow and the track" : ""}.`;
}

function visits(yard: string): string[] {
  return [
    `Inspect it at our ${yard} yard today; trade-ins welcome and finance available.`,
    `Call us to book a test drive at ${yard}.`,
  ];
}
