/** What a lead form accepts in each field: the longest value, and the shape of an e-mail, a phone and a postcode. */

/** Longest value each field accepts; the inputs carry the same maxLength. */
export const maxLengths = {
  name: 50,
  last_name: 50,
  email: 254,
  phone: 20,
  postcode: 4,
  message: 2000,
  rego: 10,
  category: 40,
  dealership_slug: 100,
  appointment_at: 16,
  distribution_location: 100,
  vehicle: 140,
  location: 100,
  vehicle_model: 60,
  km: 9,
  service_type: 40,
  preferred_date: 10,
  parts_wanted: 500,
} as const;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (v: string) => EMAIL.test(v);
export const POSTCODE = /^\d{4}$/;

/** Australian numbers, typed with spaces, dashes, dots or brackets, in 0... or +61... form. */
export function normalisePhone(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, "");
  const match = /^(?:\+?61|0)([2-478]\d{8})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}
