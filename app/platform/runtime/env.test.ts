import { describe, expect, it } from "vitest";
import { inventoryTokens, readEnv } from "./env.server";

describe("readEnv", () => {
  it("runs with nothing set: PGlite, port 3000", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, PGLITE_DIR: "./data/pglite", SITES_DIR: "./sites" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty DATABASE_URL as unset and refuses one that is not postgres://", () => {
    expect(readEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(() => readEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      "Invalid environment: DATABASE_URL: DATABASE_URL must be a postgres:// URL",
    );
    expect(() => readEnv({ PORT: "eighty" })).toThrow(/PORT/);
  });

  it("reads inventory tokens as slug:token pairs, ignoring malformed ones", () => {
    expect(inventoryTokens(readEnv({ INVENTORY_API_TOKENS: "metro-used:abc, outback:def,broken,:x" }))).toEqual(
      new Map([
        ["metro-used", "abc"],
        ["outback", "def"],
      ]),
    );
  });
});
