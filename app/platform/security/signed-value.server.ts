import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of `text` under `secret`, base64url. */
export function sign(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text).digest("base64url");
}

export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
