import { beforeAll, describe, expect, inject, it } from "vitest";
import { PAGE_TYPES } from "../support/page-types";
import { siteFetch, sharedServer, type ServerProcess } from "../support/server-process";

// Issue 57: a truck, bike and caravan yard never calls its stock "cars". Every page type of outback
// (whose stock is trucks, utes, motorcycles and caravans: "vehicles"), and each kind's own page, its
// forms and its reservation, is read as a shopper reads it; a car site keeps saying "cars".
let server: ServerProcess;
beforeAll(() => {
  server = sharedServer(inject("sharedServer"));
});

async function html(site: string, address: string): Promise<string> {
  const response = await siteFetch(server, site, address, { headers: { accept: "text/html" } });
  return response.headers.get("content-type")?.includes("text/html") ? response.text() : "";
}

/** The words a shopper reads: the body's text, without scripts, styles, tags or addresses. */
function shownText(page: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(page)?.[1] ?? "";
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? "";
  return `${title} ${body}`
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Each "car" or "cars" with a little of what is around it, so a failure says where. */
function carWords(text: string): string[] {
  return [...text.matchAll(/.{0,40}\bcars?\b.{0,40}/gi)].map(([context]) => context.trim());
}

async function slugOf(site: string, filters: string): Promise<string> {
  const response = await siteFetch(server, site, "/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ queries: [{ filters, limit: 1 }] }),
  });
  const body = (await response.json()) as { results: { hits: { slug: string }[] }[] };
  const slug = body.results[0]?.hits[0]?.slug;
  if (!slug) throw new Error(`no ${filters} on ${site}`);
  return slug;
}

describe("the stock in its own words (issue 57)", () => {
  it("outback's every page type, and a caravan's, a motorcycle's and a truck's page, forms and reservation, never say car", async () => {
    const kinds = await Promise.all(
      ["caravan AND body:caravan", "motorcycle", "truck"].map((kind) =>
        slugOf("outback", `status:in_stock AND item_type:${kind}`),
      ),
    );
    const addresses = [
      ...Object.values(PAGE_TYPES).filter(Boolean),
      "/sell-your-car",
      "/apply-for-finance",
      `/compare?cars=${kinds.join(",")}`,
      ...kinds.flatMap((slug) => [
        `/cars/${slug}`,
        `/cars/${slug}/enquire`,
        `/cars/${slug}/test-drive`,
        `/cars/${slug}/request-photos`,
        `/cars/${slug}/buy-online`,
      ]),
    ];
    const found: string[] = [];
    const unread: string[] = [];
    for (const address of addresses) {
      // /finance answers with a redirect to the site's own finance page, which is on the list.
      const page = await html("outback", address);
      if (!page) unread.push(address);
      for (const words of carWords(shownText(page))) found.push(`${address}: …${words}…`);
    }
    expect(unread).toEqual(["/finance"]);
    expect(found).toEqual([]);
  });

  it("names the stock in the menus by the site's own words: vehicles on outback, cars on a car dealer's site", async () => {
    const outback = shownText(await html("outback", "/"));
    expect(outback).toContain("New Vehicles");
    expect(outback).toContain("Used Vehicles");
    const cars = shownText(await html("southern-cross", "/"));
    expect(cars).toContain("New Cars");
    expect(cars).toContain("Used Cars");
  });

  it("calls a caravan a caravan, and books an inspection of it", async () => {
    const caravan = await slugOf("outback", "status:in_stock AND item_type:caravan AND body:caravan");
    const page = shownText(await html("outback", `/cars/${caravan}`));
    expect(page).toContain("Book an Inspection");
    expect(page).not.toContain("Book a Test Drive");
    const form = shownText(await html("outback", `/cars/${caravan}/test-drive`));
    expect(form).toContain("Book an Inspection");
    expect(form).toContain("Book Inspection");
  });
});
