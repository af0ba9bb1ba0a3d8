/** What every page knows of the signed-in shopper: who they are, their phone and which cars they watch. */
export interface ShopperSummary {
  phone: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  watchlist: number[];
}

/** The contact fields a form's empty inputs take from the signed-in shopper (the lead forms' field names). */
export function knownDetails(shopper: ShopperSummary | null): Record<string, string> {
  if (!shopper) return {};
  const known: Record<string, string | null> = {
    name: shopper.first_name,
    last_name: shopper.last_name,
    email: shopper.email,
    phone: shopper.phone,
  };
  return Object.fromEntries(Object.entries(known).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** How a page greets the shopper: by first name when they gave one, else by the mobile they signed in with. */
export function greetingName(shopper: Pick<ShopperSummary, "first_name" | "phone">): string {
  return shopper.first_name?.trim() || shopper.phone;
}

/** My Garage's greeting: "Welcome" on a first sign-in, "Welcome back" after (issue 56). */
export function garageGreeting(name: string, returning: boolean): string {
  return `${returning ? "Welcome back" : "Welcome"}, ${name}`;
}
