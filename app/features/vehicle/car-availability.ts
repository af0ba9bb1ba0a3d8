import type { SiteConfig } from "~/platform/tenancy/site-config";

/** The car fields that decide what the detail page offers. */
export interface AvailabilityCar {
  slug: string;
  id: number;
  status: string;
  tag: string | null;
  reserved: boolean;
  car_type: string;
}

/** Spec 000 section 4: on the detail page coming_soon counts as in stock; any other status is the sold view. */
export function detailInStock(status: string): boolean {
  return status === "in_stock" || status === "coming_soon";
}

function isTestDriveOnly(tag: string | null): boolean {
  return (tag ?? "").trim().toLowerCase() === "test drive only";
}

export type VehicleAction =
  | { kind: "reserve"; label: string; href: string }
  | { kind: "enquire"; label: "Enquire Now" }
  | { kind: "test-drive"; label: "Book a Test Drive" }
  | { kind: "request-photos"; label: "Request More Photos" }
  | { kind: "trade-in"; label: "Value My Trade-In"; href: string }
  | { kind: "find-similar"; label: "Find Me Something Similar" };

type ActionConfig = Pick<SiteConfig, "checkout" | "vehicle">;

/**
 * Spec 000 section 4 and spec 001 section 4 (Car availability): a sold car offers only Find Me
 * Something Similar; Test Drive Only offers only the test drive; reserve only where checkout is on
 * for an in-stock car that is not already reserved; the test drive hidden for coming_soon where the
 * site says so.
 */
export function vehicleActions(car: AvailabilityCar, config: ActionConfig): VehicleAction[] {
  if (!detailInStock(car.status)) return [{ kind: "find-similar", label: "Find Me Something Similar" }];
  const testDrive: VehicleAction = { kind: "test-drive", label: "Book a Test Drive" };
  if (isTestDriveOnly(car.tag)) return [testDrive];
  const actions: VehicleAction[] = [];
  if (config.checkout.enabled && car.status === "in_stock" && !car.reserved) {
    actions.push({ kind: "reserve", label: `Reserve for $${config.checkout.reserve_amount}`, href: `/cars/${car.slug}/${config.checkout.path_segment}` });
  }
  actions.push({ kind: "enquire", label: "Enquire Now" });
  if (!(car.status === "coming_soon" && config.vehicle.test_drive_hidden_for_coming_soon)) actions.push(testDrive);
  actions.push({ kind: "request-photos", label: "Request More Photos" });
  if (config.checkout.trade_in) actions.push({ kind: "trade-in", label: "Value My Trade-In", href: `/cars/trade-in?car_id=${car.id}` });
  return actions;
}
