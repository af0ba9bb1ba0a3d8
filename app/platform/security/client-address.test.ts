import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

describe("addressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:85a3:1:ffff:ffff:ffff:1", "2001:db8:85a3:1::/64"],
    ["2001:db8:85a3:1::2", "2001:db8:85a3:1::/64"],
    ["2001:0db8:0000:0001:0:0:0:9", "2001:db8:0:1::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (ip, key) => expect(addressKey(ip)).toBe(key));

  it("puts two addresses of one /64 under one key, and two /64s under two", () => {
    expect(addressKey("2001:db8:1:2::a")).toBe(addressKey("2001:db8:1:2:ffff::b"));
    expect(addressKey("2001:db8:1:2::a")).not.toBe(addressKey("2001:db8:1:3::a"));
  });
});
