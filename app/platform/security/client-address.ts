import { isIPv6 } from "node:net";

/**
 * The key a rate limit counts a client by. IPv4 addresses count one by one. One IPv6 customer is
 * handed a whole /64 (2^64 addresses), so counting IPv6 by address would let one client look like
 * millions; they count by their /64 instead. "::ffff:1.2.3.4" is the IPv4 client it names.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
