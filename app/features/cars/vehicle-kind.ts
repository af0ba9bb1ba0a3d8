/**
 * Issue 57: what a stock item is, from its `item_type` (and a motorhome's body), so each kind shows its
 * own fields and words: a caravan or trailer is towed (no odometer, no test drive), a motorhome is
 * driven and slept in.
 */
export type VehicleKind = "car" | "truck" | "motorcycle" | "caravan" | "motorhome" | "trailer";

const KINDS: Record<string, VehicleKind> = {
  car: "car",
  truck: "truck",
  motorcycle: "motorcycle",
  motorbike: "motorcycle",
  bike: "motorcycle",
  caravan: "caravan",
  camper: "caravan",
  "camper trailer": "caravan",
  motorhome: "motorhome",
  campervan: "motorhome",
  trailer: "trailer",
};

export function vehicleKind(car: { item_type: string | null; simple_body?: string | null }): VehicleKind {
  const kind = KINDS[(car.item_type ?? "car").trim().toLowerCase()] ?? "car";
  return kind === "caravan" && (car.simple_body ?? "").toLowerCase() === "motorhome" ? "motorhome" : kind;
}

/** A towed item has no odometer worth showing and is inspected, not test driven. */
export function isTowed(kind: VehicleKind): boolean {
  return kind === "caravan" || kind === "trailer";
}

/** The lead form a car page calls "test drive": a caravan or trailer is booked for an inspection. */
export function viewingLabel(kind: VehicleKind): "Book a Test Drive" | "Book an Inspection" {
  return isTowed(kind) ? "Book an Inspection" : "Book a Test Drive";
}

/** What one of its kind is called in a sentence: "this caravan recently sold" (issue 57). */
export function kindNoun(kind: VehicleKind): string {
  return kind === "car" ? "car" : kind;
}
