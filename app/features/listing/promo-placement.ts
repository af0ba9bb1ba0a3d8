/**
 * Promotional cards in the results grid (spec 000 sections 2 and 9): at configured positions (a
 * number, a list, or random), filtered by start, expiry and car type; pinned ones repeat on every
 * page, the rest show on the first page only. Positions count from 1 in the grid as shown.
 */
export interface Promo {
  id: number;
  /** The promo's own positions, else the site's. */
  position: number | number[] | null;
  start: string | null;
  expiry: string | null;
  car_type: string | null;
  pinned: boolean;
}

export type SitePromoPositions = number | number[] | "random";

export function livePromos<P extends Promo>(promos: P[], now: Date, carTypes: string[] | undefined, page: number): P[] {
  return promos.filter(
    (p) =>
      (!p.start || new Date(p.start) <= now) &&
      (!p.expiry || new Date(p.expiry) > now) &&
      (!p.car_type || !carTypes?.length || carTypes.includes(p.car_type)) &&
      (page === 1 || p.pinned),
  );
}

/** Places each promo at its first free position that fits inside the page; `seed` makes "random" repeatable. */
export function placePromos<C, P extends Promo>(
  cards: C[],
  promos: P[],
  sitePositions: SitePromoPositions,
  seed: number,
): (C | P)[] {
  const slots = new Map<number, P>();
  promos.forEach((promo, i) => {
    const wanted = positionsOf(promo.position ?? sitePositions, cards.length, seed + i);
    const free = wanted.find((p) => !slots.has(p));
    if (free !== undefined) slots.set(free, promo);
  });
  const out: (C | P)[] = [];
  let next = 0;
  const total = cards.length + slots.size;
  for (let position = 1; position <= total; position++) {
    const promo = slots.get(position);
    if (promo) out.push(promo);
    else if (next < cards.length) out.push(cards[next++]!);
  }
  return out;
}

function positionsOf(positions: SitePromoPositions, cardCount: number, seed: number): number[] {
  const list =
    positions === "random"
      ? [1 + (Math.abs(Math.imul(seed + 1, 2654435761)) % Math.max(1, cardCount))]
      : Array.isArray(positions)
        ? positions
        : [positions];
  return list.filter((p) => p >= 1 && p <= cardCount + 1);
}
