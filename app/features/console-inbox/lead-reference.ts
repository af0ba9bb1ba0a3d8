import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_SPACE, SCRAMBLE } from "~/features/leads";

/** SCRAMBLE's inverse modulo 31^6, by Euclid: it turns a reference back into its lead's number. */
const UNSCRAMBLE = inverseModulo(SCRAMBLE % REFERENCE_SPACE, REFERENCE_SPACE);

function inverseModulo(a: bigint, m: bigint): bigint {
  let [oldR, r, oldS, s] = [a, m, 1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

/** The lead number a reference was worked from (below 31^6), or null when it is not a reference's shape. */
export function leadIdOfReference(reference: string): number | null {
  const text = reference.trim().toUpperCase();
  if (text.length !== REFERENCE_LENGTH || [...text].some((c) => !REFERENCE_ALPHABET.includes(c))) return null;
  let code = 0n;
  for (const c of text) code = code * 31n + BigInt(REFERENCE_ALPHABET.indexOf(c));
  return Number((code * UNSCRAMBLE) % REFERENCE_SPACE);
}
