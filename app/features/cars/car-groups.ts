/**
 * The list facets of spec 000 section 3 (Search facet attributes): `filtered_features`, a car's
 * equipment reduced to the features shoppers filter by, each under one name whatever the feed
 * wrote; and `categories`, the kinds of vehicle a car counts as. Both are reviewed tables, not
 * tuned to one dealer's stock.
 */

/** The features a shopper filters by, and the feed wordings each one covers. */
export const FILTERED_FEATURES: readonly (readonly [name: string, pattern: RegExp])[] = [
  ["Apple CarPlay", /apple\s*car\s*play/i],
  ["Android Auto", /android\s*auto/i],
  ["Reversing camera", /revers(e|ing)\s*camera|rear[\s-]*view\s*camera|backup\s*camera/i],
  ["360-degree camera", /360|surround[\s-]*view/i],
  ["Adaptive cruise control", /adaptive\s*cruise|radar\s*cruise/i],
  ["Blind spot monitoring", /blind[\s-]*spot/i],
  ["Lane keep assist", /lane\s*(keep|keeping|departure|assist)/i],
  ["Keyless entry", /keyless|push[\s-]*button\s*start|smart\s*key/i],
  ["Heated seats", /heated\s*(front\s*)?seats/i],
  ["Leather seats", /leather/i],
  ["Sunroof", /sun\s*roof|moon\s*roof|panoramic\s*(glass\s*)?roof/i],
  ["Tow bar", /tow\s*bar|tow\s*hitch/i],
  ["Wireless charging", /wireless\s*(phone\s*)?charg/i],
  ["Bluetooth", /bluetooth/i],
  ["Ensuite", /ensuite|shower\s*and\s*toilet/i],
  ["Solar panels", /solar/i],
  ["Diesel heater", /diesel\s*heater/i],
  ["Roll-out awning", /awning/i],
  ["Lithium battery", /lithium/i],
  ["ABS", /\babs\b|anti[\s-]*lock\s*brak/i],
  ["Traction control", /traction\s*control/i],
  ["Exhaust brake", /exhaust\s*brake/i],
];

/** The named features a car's equipment list holds, in the table's order, each once. */
export function filteredFeatures(equipment: readonly string[]): string[] {
  return FILTERED_FEATURES.filter(([, pattern]) => equipment.some((item) => pattern.test(item))).map(([name]) => name);
}

export interface CategorisedCar {
  body: string | null;
  /** The body as the feed names it ("Off Road Caravan"), where it says more than the simple body. */
  feed_body?: string | null;
  seats: number | null;
  drive: string | null;
  fuel: string | null;
  item_type: string | null;
  price: number;
  licence_class: string | null;
}

const FAMILY_BODY = /people\s*mover|minivan/i;
const WORK_BODY = /\bute\b|utility|cab\s*chassis|\bvan\b|tipper|prime\s*mover|tray/i;
const OFF_ROAD_DRIVE = /4x4|4wd|four[\s-]*wheel/i;
const OFF_ROAD_BODY = /off[\s-]*road/i;
const SMALL_BODY = /hatch|\blight\b/i;
/** Where "premium" starts: the luxury car tax threshold for fuel-efficient cars, 2025-26, rounded. */
export const PREMIUM_FROM = 90_000;

/** The kinds of vehicle a car counts as, each by a stated rule. */
export const CATEGORY_RULES: readonly (readonly [name: string, rule: (car: CategorisedCar) => boolean])[] = [
  ["Family", (car) => (car.seats ?? 0) >= 7 || FAMILY_BODY.test(car.body ?? "")],
  ["4x4 and off-road", (car) => OFF_ROAD_DRIVE.test(car.drive ?? "") || OFF_ROAD_BODY.test(car.feed_body ?? "")],
  ["Electric and hybrid", (car) => /electric|hybrid/i.test(car.fuel ?? "")],
  ["Work", (car) => car.item_type === "truck" || WORK_BODY.test(car.body ?? "")],
  ["Small and city", (car) => SMALL_BODY.test(car.body ?? "")],
  ["Premium", (car) => car.item_type === "car" && car.price >= PREMIUM_FROM],
  // Issue 57: a learner's bike, as its variant's licence class says.
  ["LAMS approved", (car) => car.item_type === "motorcycle" && /^lams/i.test(car.licence_class ?? "")],
];

export function carCategories(car: CategorisedCar): string[] {
  return CATEGORY_RULES.filter(([, rule]) => rule(car)).map(([name]) => name);
}
