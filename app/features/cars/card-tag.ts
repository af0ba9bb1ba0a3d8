import type { SiteConfig } from "~/platform/tenancy/site-config";
import { isSoldStatus, type SearchCar } from "./search-car";

export type CardTag =
  | { kind: "green"; label: string }
  | { kind: "reserved"; label: "Reserved" }
  | { kind: "certified"; image: string }
  | { kind: "custom"; label: string }
  | { kind: "coming-soon"; label: "COMING SOON" }
  | { kind: "just-arrived"; label: string }
  | { kind: "sold"; label: string };

const DAY = 86_400;

/**
 * Spec 000 section 4, card tag precedence, first match wins: electric or hybrid (where enabled),
 * reserved, the certified badge, the custom tag, COMING SOON, just arrived within 8 days, else
 * none. A car not in stock shows the sold tag instead.
 */
export function cardTag(
  car: Pick<SearchCar, "status" | "fuel" | "reserved" | "certified" | "tag" | "created_at_timestamp">,
  cards: SiteConfig["cards"],
  nowSeconds: number,
): CardTag | null {
  if (isSoldStatus(car.status)) return { kind: "sold", label: cards.sold_tag_label };
  const fuel = car.fuel?.toLowerCase() ?? "";
  if (cards.green_fuel_tag && (fuel.includes("electric") || fuel.includes("hybrid")))
    return { kind: "green", label: fuel.includes("hybrid") ? "Hybrid" : "Electric" };
  if (car.reserved) return { kind: "reserved", label: "Reserved" };
  if (car.certified && cards.certified_badge_image) return { kind: "certified", image: cards.certified_badge_image };
  if (car.tag?.trim()) return { kind: "custom", label: car.tag.trim() };
  if (car.status === "coming_soon") return { kind: "coming-soon", label: "COMING SOON" };
  if (car.created_at_timestamp >= nowSeconds - cards.just_arrived_days * DAY)
    return { kind: "just-arrived", label: cards.just_arrived_label };
  return null;
}
