/** Spec 000 section 3: what the browser keeps for the shopper, under these localStorage keys. */
export const FAVOURITES_KEY = "favourites";
/** The account (its mobile) whose list the browser's favourites were last joined to (issue 56). */
export const FAVOURITES_OWNER_KEY = "favourites_owner";
export const VIEWED_CARS_KEY = "viewed_cars";
export const USER_DETAILS_KEY = "user_details";
export const MAX_VIEWED_CARS = 10;
/** Set by staff on a showroom device many shoppers use (issue 56): no form keeps or offers anyone's details. */
export const SHOWROOM_KIOSK_KEY = "showroom_kiosk";

export interface Favourite {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string;
}

/** The spec's viewed car, plus slug and name so a list of them can link back. */
export interface ViewedCar {
  id: number;
  stocknum: string | null;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
  slug: string;
  name: string;
}

export interface SavedUserDetails {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
}

export const USER_DETAIL_FIELDS = ["name", "last_name", "email", "phone", "postcode"] as const;

const hasCar = (item: unknown): item is { id: number; slug: string } =>
  typeof item === "object" &&
  item !== null &&
  Number.isInteger((item as { id: unknown }).id) &&
  typeof (item as { slug: unknown }).slug === "string";

/** A stored list, or [] when it is missing or was written by something else. */
export function parseCarList<T extends { id: number; slug: string }>(raw: string | null): T[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(parsed) ? (parsed.filter(hasCar) as T[]) : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(list: Favourite[], car: Favourite): { list: Favourite[]; added: boolean } {
  const rest = list.filter((f) => f.id !== car.id);
  return rest.length < list.length ? { list: rest, added: false } : { list: [...list, car], added: true };
}

/** Last visited first, each car once, at most ten. */
export function recordViewedCar(list: ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, MAX_VIEWED_CARS);
}

export function parseUserDetails(raw: string | null): Partial<SavedUserDetails> {
  try {
    const parsed: unknown = JSON.parse(raw ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      USER_DETAIL_FIELDS.flatMap((f) =>
        typeof (parsed as Record<string, unknown>)[f] === "string" ? [[f, (parsed as Record<string, string>)[f]]] : [],
      ),
    );
  } catch {
    return {};
  }
}

/** The details a sent form leaves for next time: only the fields it had, only when not empty. */
export function detailsToSave(
  saved: Partial<SavedUserDetails>,
  sent: Partial<Record<string, string>>,
): Partial<SavedUserDetails> {
  const fresh = Object.fromEntries(USER_DETAIL_FIELDS.flatMap((f) => (sent[f]?.trim() ? [[f, sent[f].trim()]] : [])));
  return { ...saved, ...fresh };
}

/** Which empty fields of a form the saved details fill; what the shopper typed is never replaced. */
export function prefill(
  saved: Partial<SavedUserDetails>,
  current: Partial<Record<string, string>>,
): Partial<SavedUserDetails> {
  return Object.fromEntries(
    USER_DETAIL_FIELDS.flatMap((f) => (saved[f] && !current[f]?.trim() ? [[f, saved[f]]] : [])),
  );
}

/**
 * What this browser's favourites add to and take from the account's since they were last joined
 * (issue 56): everything kept here the first time, then only the differences. A list joined to
 * another account (a shared browser) adds nothing: it was theirs.
 */
export function favouritesChange(
  joined: number[] | null,
  kept: number[],
  keptFor: { owner: string | null; phone: string } = { owner: null, phone: "" },
): { add: number[]; remove: number[] } {
  if (keptFor.owner !== null && keptFor.owner !== keptFor.phone) return { add: [], remove: [] };
  if (!joined) return { add: kept, remove: [] };
  return { add: kept.filter((id) => !joined.includes(id)), remove: joined.filter((id) => !kept.includes(id)) };
}
