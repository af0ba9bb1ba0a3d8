import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventAllowed, leadAllowed } from "~/features/leads/lead-limits.server";
import { rateLimits } from "~/platform/security/rate-limits.server";
import { openTestDatabase, testSite, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase([
    testSite("alpha", { contact: { phones: { used: "02 9555 0000" } }, forms: { rate_limit: { per_ip: 3 } } }),
    testSite("bravo", {
      contact: { phones: { used: "02 9555 1111" } },
      forms: { rate_limit: { per_ip: 20, per_site: 5, flood_per_ip: 1 } },
    }),
  ]);
});
afterAll(() => t.close());

/** One enquiry after another, as the answers' order matters. */
async function send(limits: ReturnType<typeof rateLimits>, site: string, ips: string[]): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (const ip of ips) answers.push(await leadAllowed(limits, t.scope(site).config, ip));
  return answers;
}

describe("lead rate limits (issue 13)", () => {
  it("count concurrent enquiries exactly: 10 at once from one address, per_ip 3, let 3 through", async () => {
    const limits = rateLimits(t.handle.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => leadAllowed(limits, t.scope("alpha").config, "198.51.100.200")),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it("stop one address after per_ip enquiries, counting a whole IPv6 /64 as one address", async () => {
    const limits = rateLimits(t.handle.db);
    expect(await send(limits, "alpha", ["198.51.100.1", "198.51.100.1", "198.51.100.1", "198.51.100.1"])).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(
      await send(limits, "alpha", [
        "2001:db8:aa:1::1",
        "2001:db8:aa:1::2",
        "2001:db8:aa:1:ffff::3",
        "2001:db8:aa:1::4",
      ]),
    ).toEqual([true, true, true, false]);
    expect(await send(limits, "alpha", ["198.51.100.2", "2001:db8:aa:2::1"])).toEqual([true, true]);
  });

  it("never refuse a shopper's first enquiry when the whole site is flooded: past per_site, each address gets flood_per_ip more", async () => {
    const limits = rateLimits(t.handle.db);
    const flood = Array.from({ length: 5 }, (_, i) => `203.0.113.${i + 1}`);
    expect(await send(limits, "bravo", flood)).toEqual([true, true, true, true, true]);
    expect(await send(limits, "bravo", ["192.0.2.10"])).toEqual([true]);
    expect(await send(limits, "bravo", ["192.0.2.10"])).toEqual([false]);
    expect(await send(limits, "bravo", ["192.0.2.11"])).toEqual([true]);
    expect(await send(limits, "bravo", ["203.0.113.1"])).toEqual([true]);
    expect(await send(limits, "bravo", ["203.0.113.1"])).toEqual([false]);
  });

  it("are kept in the database, so two app instances share one count", async () => {
    const first = rateLimits(t.handle.db);
    const second = rateLimits(t.handle.db);
    expect(await send(first, "alpha", ["198.51.100.9", "198.51.100.9"])).toEqual([true, true]);
    expect(await send(second, "alpha", ["198.51.100.9", "198.51.100.9"])).toEqual([true, false]);
  });

  it("limit analytics beacons to 120 a minute from one address", async () => {
    const limits = rateLimits(t.handle.db);
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push(await eventAllowed(limits, "198.51.100.77"));
    expect(answers.filter(Boolean)).toHaveLength(120);
    expect(answers.at(-1)).toBe(false);
  });
});
