/**
 * How many bytes of request body each address may send, counted on the bytes actually read (a
 * chunked body has no Content-Length to trust). Every form of ours is far smaller than the default.
 */
const LIMITS: { prefix: string; bytes: number }[] = [
  { prefix: "/api/inventory/", bytes: 20 * 1024 * 1024 },
  { prefix: "/api/analytics", bytes: 4 * 1024 },
];
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export function bodyLimit(path: string): number {
  return LIMITS.find((limit) => path.startsWith(limit.prefix))?.bytes ?? DEFAULT_BODY_LIMIT;
}

export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
