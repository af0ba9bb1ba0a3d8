import { timingSafeEqual } from "node:crypto";

/** Whether an Authorization header carries `Bearer <expected>`, compared in constant time; never with no token set. */
export function bearerMatches(header: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !header?.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice("Bearer ".length));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
