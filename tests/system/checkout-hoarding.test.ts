import { beforeAll, describe, expect, inject, it } from "vitest";
import { siteFetch, sharedServer, type ServerProcess } from "../support/server-process";

// Issue 34: one visitor starting reservations with a card that waits on the bank's check, and never
// finishing, kept 30 cars off sale. Now they hold one car at most, and are slowed after a few starts.
let server: ServerProcess;
let slugs: string[];
const HOARDER = "10.123.0.9";
const THREE_D_SECURE = "4000 0027 6000 3184";

beforeAll(async () => {
  server = sharedServer(inject("sharedServer"));
  const found = await siteFetch(server, "metro-used", "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      queries: [{ filters: "status:in_stock AND car_type:used AND price > 1000", hitsPerPage: 80 }],
    }),
  });
  const hits = ((await found.json()) as { results: { hits: { slug: string; tag: string | null }[] }[] }).results[0]!
    .hits;
  slugs = hits
    .filter((hit) => !hit.tag)
    .map((hit) => hit.slug)
    .slice(20, 50);
});

function reserve(slug: string, n: number, from = HOARDER) {
  return siteFetch(server, "metro-used", `/cars/${slug}/checkout`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": from,
      origin: `http://metro-used.localhost:${server.port}`,
      "sec-fetch-site": "same-origin",
    },
    body: new URLSearchParams({
      form_token: `hoarding-attempt-${from.replace(/\./g, "-")}-${n}`,
      name: "Hold",
      last_name: "Everything",
      email: "hold@example.com",
      phone: "0412345678",
      card_name: "H Everything",
      card_number: THREE_D_SECURE,
      card_expiry: "12/30",
      card_cvc: "123",
      terms_conditions: "on",
    }).toString(),
  });
}

describe("a visitor who starts reservations and never finishes", () => {
  it("holds one car at most across 30 tries, and is slowed after six", async () => {
    expect(slugs).toHaveLength(30);
    const statuses: number[] = [];
    for (const [n, slug] of slugs.entries()) statuses.push((await reserve(slug, n)).status);
    // Each start that goes through is sent to the bank's check (a redirect); past six in ten minutes, 429.
    expect(statuses.filter((status) => status === 303)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24);

    // Only the last car started is held: the others offer their form to the next buyer.
    const held = [];
    for (const slug of slugs.slice(0, 6)) {
      const page = await (
        await siteFetch(server, "metro-used", `/cars/${slug}/checkout`, {
          headers: { "x-forwarded-for": "10.123.0.10" },
        })
      ).text();
      held.push(page.includes("is on hold for another shopper"));
    }
    expect(held).toEqual([false, false, false, false, false, true]);
  });
});
