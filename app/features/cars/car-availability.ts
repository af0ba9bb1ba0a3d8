import type { SiteConfig } from "~/platform/tenancy/site-config";
import { vehicleKind, viewingLabel } from "./vehicle-kind";

/** The car fields that decide what the detail page offers. */
export interface AvailabilityCar extends CheckoutCar {
  slug: string;
  id: number;
  car_type: string;
  item_type: string | null;
  simple_body: string | null;
}

/** The car fields that decide whether it may be reserved online. */
export interface CheckoutCar {
  status: string;
  reserved: boolean;
  tag: string | null;
  price: number;
  show_on_dealer_website: boolean;
  payment_processors: string[];
}

export type CheckoutRefusal =
  "checkout_off" | "not_for_sale" | "reserved" | "test_drive_only" | "no_price" | "no_processor";

/**
 * Spec 000 section 4 (checkout buttons) and spec 000 section 9: a car may be reserved online when the
 * site's checkout is on, the car is in stock and shown, not reserved, not Test Drive Only, and has an
 * advertised price; where the site takes reservations only for cars with a payment processor listed,
 * the car must list one.
 */
export function checkoutRefusal(car: CheckoutCar, config: Pick<SiteConfig, "checkout">): CheckoutRefusal | null {
  if (!config.checkout.enabled) return "checkout_off";
  if (car.status !== "in_stock" || !car.show_on_dealer_website) return "not_for_sale";
  if (car.reserved) return "reserved";
  if (isTestDriveOnly(car.tag)) return "test_drive_only";
  if (car.price <= 0) return "no_price";
  if (config.checkout.requires_payment_processor && car.payment_processors.length === 0) return "no_processor";
  return null;
}

/** A list that invites a shopper to apply or buy (Get Finance Now) offers only a car that can be: in stock, not reserved, not Test Drive Only. */
export function openToOffers(car: Pick<CheckoutCar, "status" | "reserved" | "tag">): boolean {
  return car.status === "in_stock" && !car.reserved && !isTestDriveOnly(car.tag);
}

/** Spec 000 section 4: on the detail page coming_soon counts as in stock; any other status is the sold view. */
export function detailInStock(status: string): boolean {
  return status === "in_stock" || status === "coming_soon";
}

export function isTestDriveOnly(tag: string | null): boolean {
  return (tag ?? "").trim().toLowerCase() === "test drive only";
}

export type VehicleActionKind =
  "buy-online" | "reserve" | "enquire" | "test-drive" | "request-photos" | "trade-in" | "find-similar";

/** One action button. A lead form's button links to the form's own page; scripts open it in a dialog. */
export interface VehicleAction {
  kind: VehicleActionKind;
  label: string;
  href: string;
  leadForm: boolean;
}

type ActionConfig = Pick<SiteConfig, "checkout" | "vehicle">;

/**
 * Spec 000 section 4 and spec 001 section 4 (Car availability): a sold car offers only Find Me
 * Something Similar; Test Drive Only offers only the test drive; reserve only where checkout is on
 * for an in-stock car that is not already reserved; the test drive hidden for coming_soon where the
 * site says so.
 */
export function vehicleActions(car: AvailabilityCar, config: ActionConfig): VehicleAction[] {
  const form = (kind: VehicleActionKind, label: string): VehicleAction => ({
    kind,
    label,
    href: `/cars/${car.slug}/${kind}`,
    leadForm: true,
  });
  const link = (kind: VehicleActionKind, label: string, href: string): VehicleAction => ({
    kind,
    label,
    href,
    leadForm: false,
  });
  const findSimilar = form("find-similar", "Find Me Something Similar");
  if (!detailInStock(car.status)) return [findSimilar];
  // A caravan or trailer is inspected, not driven (issue 57): the same form, named for what it books.
  const testDrive = form("test-drive", viewingLabel(vehicleKind(car)));
  if (isTestDriveOnly(car.tag)) return [testDrive];
  // Spec 001 section 4 (issue 56): a car not yet in stock offers Find Me Something Similar, and its
  // test drive where the site books them for cars on the way.
  if (car.status === "coming_soon")
    return config.vehicle.test_drive_hidden_for_coming_soon ? [findSimilar] : [findSimilar, testDrive];
  const actions: VehicleAction[] = [];
  if (checkoutRefusal(car, config) === null) {
    if (config.checkout.purchase_journey)
      actions.push(link("buy-online", "Buy Online", `/checkout-journey?car_id=${car.slug}`));
    actions.push(
      link(
        "reserve",
        `Reserve for $${config.checkout.reserve_amount}`,
        `/cars/${car.slug}/${config.checkout.path_segment}`,
      ),
    );
  }
  actions.push(form("enquire", "Enquire Now"), testDrive);
  actions.push(form("request-photos", "Request More Photos"));
  if (config.checkout.trade_in) actions.push(link("trade-in", "Value My Trade-In", `/cars/trade-in?car_id=${car.id}`));
  return actions;
}
