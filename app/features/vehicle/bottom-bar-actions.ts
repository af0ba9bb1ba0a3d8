import type { BottomBarAction } from "./sticky-bottom-bar";
import type { VehicleView } from "./vehicle-view";

/**
 * Spec 000 section 2 and spec 001 section 4, the sticky bar: Reserve Car Now, Enquire Now or Instant
 * Message, and Call Now; a car not in stock offers Find Me Something Similar; a Test Drive Only car
 * its test drive and a call (issue 56).
 */
export function bottomBarActions(
  view: Pick<VehicleView, "car" | "inStock" | "actions" | "instantMessage" | "phone">,
): BottomBarAction[] {
  const slug = view.car.slug;
  const findSimilar = { label: "Find Me Something Similar", href: `/cars/${slug}/find-similar`, leadForm: true };
  if (!view.inStock) return [findSimilar];
  const call = view.phone ? [{ label: "Call Now", href: view.phone.href }] : [];
  // A car on its way offers something similar and a call (issue 56).
  if (view.car.status === "coming_soon") return [findSimilar, ...call];
  // Spec 001 section 4: a Test Drive Only car offers only its test drive (issue 56), and a call.
  const testDriveOnly = view.actions.length === 1 && view.actions[0]!.kind === "test-drive";
  if (testDriveOnly) return [{ label: view.actions[0]!.label, href: view.actions[0]!.href, leadForm: true }, ...call];
  const reserve = view.actions.find((a) => a.kind === "reserve");
  return [
    ...(reserve ? [{ label: "Reserve Car Now", href: reserve.href }] : []),
    view.instantMessage
      ? { label: "Instant Message", href: `/cars/${slug}/enquire`, chat: true }
      : { label: "Enquire Now", href: `/cars/${slug}/enquire`, leadForm: true },
    ...call,
  ];
}
