import { hasBit, popcount, type Bitset } from "./bitset";
import type { FacetColumn } from "./search-index";

/**
 * Spec 000 section 2 per facet value: walking the listing's order, a sold car straight after another
 * sold car of the same value is not a card of its own; a value whose cars are all sold shows them all.
 */
export function collapseCounts(
  counts: Uint32Array[],
  order: Uint32Array,
  bits: Bitset,
  sold: Bitset,
  columns: Uint32Array[],
  lists: NonNullable<FacetColumn["list"]>[],
) {
  const cards = counts.map((c) => new Uint32Array(c.length));
  const unsold = counts.map((c) => new Uint32Array(c.length));
  const previousSold = counts.map((c) => new Uint8Array(c.length));
  // `f` counts the single-valued columns first, then the list columns; `value` is a value id + 1.
  const step = (f: number, value: number, isSold: boolean) => {
    if (!isSold) unsold[f]![value]!++;
    if (!(isSold && previousSold[f]![value])) cards[f]![value]!++;
    previousSold[f]![value] = isSold ? 1 : 0;
  };
  const visit = (doc: number) => {
    const isSold = hasBit(sold, doc);
    for (let f = 0; f < columns.length; f++) step(f, columns[f]![doc]!, isSold);
    for (let l = 0; l < lists.length; l++) {
      const { offsets, ids } = lists[l]!;
      for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) step(columns.length + l, ids[k]! + 1, isSold);
    }
  };
  const few = smallSetInOrder(order, bits);
  if (few) few.forEach(visit);
  else for (const doc of order) if (hasBit(bits, doc)) visit(doc);
  counts.forEach((count, f) =>
    count.forEach((_, value) => {
      if (unsold[f]![value]! > 0) count[value] = cards[f]![value]!;
    }),
  );
}

/** Each sort's position of every car, for putting a few found cars in the listing's order. */
const ranks = new WeakMap<Uint32Array, Uint32Array>();

/** A small set's cars in the listing's order (sorted by position); null for a big one, cheaper to find by walking the whole order. */
function smallSetInOrder(order: Uint32Array, bits: Bitset): Uint32Array | null {
  const size = popcount(bits);
  if (size * 32 > order.length) return null;
  let rank = ranks.get(order);
  if (!rank) {
    rank = new Uint32Array(order.length);
    order.forEach((doc, position) => (rank![doc] = position));
    ranks.set(order, rank);
  }
  // Positions sort as plain numbers (no comparator), and each position names its car.
  const positions = new Uint32Array(size);
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      positions[n++] = rank[(w << 5) + 31 - Math.clz32(low)]!;
      word ^= low;
    }
  }
  positions.sort();
  return positions.map((position) => order[position]!);
}
