import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleInventoryPost } from "~/routes/api.inventory.cars.server";
import { carRow, openTestDatabase, type TestDatabase } from "../support/test-database";

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

const post = (body: string, type: string, token = "s3cret") =>
  handleInventoryPost(
    t.scope("alpha"),
    "s3cret",
    new Request("http://alpha.example/api/inventory/cars", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": type },
      body,
    }),
  );

describe("inventory API", () => {
  it("answers 401 without the site's token", async () => {
    const response = await post("[]", "application/json", "wrong");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "A valid inventory API token for this site is required" });
  });

  it("answers 415 for a format it cannot read", async () => {
    expect((await post("<cars/>", "application/xml")).status).toBe(415);
  });

  it("stores good rows and answers 422 naming the bad ones", async () => {
    const response = await post(
      [JSON.stringify(carRow("API-1")), JSON.stringify(carRow("API-2", { year: 1800 }))].join("\n"),
      "application/x-ndjson",
    );
    expect(response.status).toBe(422);
    const report = await response.json();
    expect(report).toMatchObject({ rows: 2, inserted: 1 });
    expect(report.bad).toEqual([expect.objectContaining({ row: 2, stocknum: "API-2" })]);
  });

  it("answers 200 when every row is stored, and 400 for an unreadable body", async () => {
    expect(
      (await post("stocknum,year,make,model,car_type,status\nAPI-3,2020,Kia,Rio,used,in_stock", "text/csv")).status,
    ).toBe(200);
    const broken = await post("[{", "application/json");
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toContain("not valid JSON");
  });
});
