/**
 * Fixed-size bitsets over document numbers 0..size-1, one bit per car, 32 cars per word.
 * The search index answers every filter with these: AND across facets, OR within one.
 */
export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullBitset(size: number): Bitset {
  const bits = new Uint32Array((size + 31) >>> 5).fill(0xffffffff);
  const tail = size & 31;
  if (tail !== 0) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

function setBit(bits: Bitset, doc: number): void {
  bits[doc >>> 5]! |= 1 << (doc & 31);
}

export function hasBit(bits: Bitset, doc: number): boolean {
  return (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;
}

/** a AND b into a new bitset. */
export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

/** target |= source, in place. */
export function orInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
}

/** target &= source, in place. */
export function andInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= source[i]!;
}

/** target &= ~source, in place. */
export function andNotInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~source[i]!;
}

export function popcount(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

export function isEmpty(bits: Bitset): boolean {
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) return false;
  return true;
}

export function bitsetOf(size: number, docs: Iterable<number>): Bitset {
  const bits = emptyBitset(size);
  for (const doc of docs) setBit(bits, doc);
  return bits;
}
