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

/** A JSON value with its signature, for a cookie: "<payload>.<signature>". */
export function sealValue(secret: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The value sealed by `sealValue`, or null when it was not signed with `secret` or does not parse. */
export function openValue(secret: string, sealed: string | undefined): unknown {
  const [payload, signature, extra] = (sealed ?? "").split(".");
  if (!payload || !signature || extra !== undefined || !sameSignature(signature, sign(secret, payload))) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}
