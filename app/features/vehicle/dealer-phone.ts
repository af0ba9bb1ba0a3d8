import type { SiteConfig } from "~/platform/tenancy/site-config";

/** Spec 000 section 9: the masked number shows its first 5 characters, then stars. */
export const PHONE_VISIBLE_CHARACTERS = 5;

export function maskPhone(phone: string): string {
  return phone.slice(0, PHONE_VISIBLE_CHARACTERS) + "*".repeat(Math.max(0, phone.length - PHONE_VISIBLE_CHARACTERS));
}

/**
 * Spec 000 section 4: the phone shown depends on car type (new, used, demo), falling back to the
 * new-car number, then the used-car number, then the car's location phone.
 */
export function dealerPhone(
  carType: string,
  phones: SiteConfig["contact"]["phones"],
  locationPhone: string | null,
): string | null {
  const byType = carType === "new" || carType === "used" || carType === "demo" ? phones[carType] : undefined;
  return byType || phones.new || phones.used || locationPhone || null;
}
