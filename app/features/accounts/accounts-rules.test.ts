import { describe, expect, it } from "vitest";
import { SiteConfigSchema } from "~/platform/tenancy/site-config";
import { greetingName, knownDetails } from "./shopper-summary";
import {
  CODE_LENGTH_MESSAGE,
  CODE_TTL_MS,
  codeCheck,
  codeCheckMessage,
  codeError,
  INVALID_CODE_MESSAGE,
  MAX_CODE_ATTEMPTS,
  newCode,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from "./one-time-code";
import { internationalMobile, localMobile, MOBILE_MESSAGE, mobileError, REQUIRED_MESSAGE } from "./phone-number";
import { signInGate } from "./sign-in-gate";
import { RETURN_ADDRESS_MAX, safeRedirect, signInPath } from "./sign-in-redirect";
import {
  detailsToSave,
  favouritesChange,
  parseCarList,
  prefill,
  recordViewedCar,
  toggleFavourite,
  type ViewedCar,
} from "./stored-lists";

describe("phone numbers (spec 001 section 5)", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["0412-345-678", "0412345678"],
    ["61412345678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["(04) 1234 5678", "0412345678"],
    ["0298765432", null],
    ["041234567", null],
    ["+64412345678", null],
    ["", null],
  ])("%s is typed as %s on submit (61 becomes a leading 0)", (typed, local) => {
    expect(localMobile(typed)).toBe(local);
  });

  it("is sent in international format", () => {
    expect(internationalMobile("0412345678")).toBe("+61412345678");
    expect(internationalMobile(localMobile("61412345678")!)).toBe("+61412345678");
  });

  it.each([
    ["", REQUIRED_MESSAGE],
    ["   ", REQUIRED_MESSAGE],
    ["12345", MOBILE_MESSAGE],
    ["0412345678", null],
  ])("the phone %j gives %j", (typed, message) => {
    expect(mobileError(typed)).toBe(message);
  });
});

describe("one-time codes (spec 001 sections 5, 8 and 9)", () => {
  it.each([
    ["", "This is a required field."],
    ["12345", CODE_LENGTH_MESSAGE],
    ["1234567", CODE_LENGTH_MESSAGE],
    ["12a456", CODE_LENGTH_MESSAGE],
    [" 123456 ", null],
    ["000000", null],
  ])("the code %j gives %j", (typed, message) => {
    expect(codeError(typed)).toBe(message);
  });

  it("the messages are the spec's", () => {
    expect(CODE_LENGTH_MESSAGE).toBe("Code must be 6 digits.");
    expect(INVALID_CODE_MESSAGE).toBe("The verification code is invalid. Please try again.");
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe("Too many verification attempts. Please try again later.");
  });

  it("makes six digits, keeping leading zeros", () => {
    expect(newCode(() => 42)).toBe("000042");
    expect(newCode(() => 4_294_967_295)).toBe("967295");
    expect(newCode(() => 123_456)).toMatch(/^\d{6}$/);
  });

  const sentAt = new Date("2026-11-21T10:00:00Z");
  const stored = {
    expires_at: new Date(sentAt.getTime() + CODE_TTL_MS),
    attempts: 0,
    consumed_at: null,
    superseded_at: null,
  };
  const at = (ms: number) => new Date(sentAt.getTime() + ms);

  it.each([
    ["a fresh code", stored, at(0), "usable"],
    ["4 min 59 s later", stored, at(CODE_TTL_MS - 1000), "usable"],
    ["5 minutes later", stored, at(CODE_TTL_MS), "expired"],
    ["after 4 tries", { ...stored, attempts: MAX_CODE_ATTEMPTS - 1 }, at(0), "usable"],
    ["after 5 tries", { ...stored, attempts: MAX_CODE_ATTEMPTS }, at(0), "attempts-exhausted"],
    ["once used", { ...stored, consumed_at: at(1) }, at(2), "used"],
    ["once a new code was sent", { ...stored, superseded_at: at(1) }, at(2), "used"],
  ] as const)("%s is %s", (_, code, now, check) => {
    expect(codeCheck(code, now)).toBe(check);
  });

  it("only the attempt limit has its own message", () => {
    expect(codeCheckMessage("expired")).toBe(INVALID_CODE_MESSAGE);
    expect(codeCheckMessage("used")).toBe(INVALID_CODE_MESSAGE);
    expect(codeCheckMessage("wrong")).toBe(INVALID_CODE_MESSAGE);
    expect(codeCheckMessage("attempts-exhausted")).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });
});

describe("redirect allow-list", () => {
  it.each([
    ["/my-garage", "/my-garage"],
    ["/cars/2021-mazda-cx-5?x=1#finance", "/cars/2021-mazda-cx-5?x=1#finance"],
    ["/search/../watchlist", "/watchlist"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["evil.example", "/"],
    ["/\tevil", "/"],
    // Issue 13: each of these normalises to //evil.example, which a browser reads as another host.
    ["/.//evil.example", "/"],
    ["/..//evil.example", "/"],
    ["/%2e//evil.example", "/"],
    ["/a/..//evil.example", "/"],
    ["/./\\evil.example", "/"],
    ["/%2E%2E//evil.example/path?x=1", "/"],
    ["/\t/evil.example", "/"],
    ["", "/"],
    [null, "/"],
  ])("%j redirects to %j", (target, safe) => {
    expect(safeRedirect(target)).toBe(safe);
  });

  it("builds /sign-in?type=&redirect=&back= with only safe paths", () => {
    expect(signInPath("watchlist", "/cars/a?b=1", "//evil.example")).toBe(
      "/sign-in?type=watchlist&redirect=%2Fcars%2Fa%3Fb%3D1&back=%2F",
    );
  });

  it("carries one return address when no Back is given", () => {
    expect(signInPath("watchlist", "/watchlist")).toBe("/sign-in?type=watchlist&redirect=%2Fwatchlist");
  });

  it("gives the watchlist link both addresses, as spec 000 section 4 writes it (issue 56)", () => {
    expect(signInPath("watchlist", "/cars/a", "/cars/a")).toBe(
      "/sign-in?type=watchlist&redirect=%2Fcars%2Fa&back=%2Fcars%2Fa",
    );
  });

  it.each([
    [`/watchlist?x=${"a".repeat(9000)}`, "/watchlist"],
    [`/${"p".repeat(RETURN_ADDRESS_MAX + 1)}`, "/"],
    [`/cars/a?b=${"1".repeat(RETURN_ADDRESS_MAX - 12)}`, `/cars/a?b=${"1".repeat(RETURN_ADDRESS_MAX - 12)}`],
  ])("keeps a return address short: %#", (target, kept) => {
    expect(safeRedirect(target)).toBe(kept);
    expect(signInPath("watchlist", target).length).toBeLessThan(RETURN_ADDRESS_MAX * 3 + 60);
  });
});

describe("gating (spec 001 section 6)", () => {
  const { checkout, finance, accounts } = SiteConfigSchema.shape;
  const config = (input: { checkout?: object; finance?: object; accounts?: object } = {}) => ({
    checkout: checkout.parse(input.checkout ?? {}),
    finance: finance.parse(input.finance ?? {}),
    accounts: accounts.parse(input.accounts ?? {}),
  });
  const plain = config();
  const gated = config({
    checkout: { gated: true },
    finance: { nvic_finance_option: true },
    accounts: { garage_route: "/mymotorama" },
  });

  it.each([
    ["/spin-to-win", "spin-to-win", "spin-to-win"],
    ["/online-payment", "online-payment", "online-payment"],
    ["/my-garage", "my-garage", "my-garage"],
    ["/mymotorama", "my-garage", "my-garage"],
    ["/myservco", "my-garage", "my-garage"],
    ["/cars/x/checkout", null, "checkout"],
    ["/cars/x/buy-online", null, "checkout"],
    ["/personalised/finance", null, "car-finance"],
    ["/finance", null, "finance"],
    ["/trade-in", null, null],
    ["/cars/trade-in", null, null],
    ["/sell-my-car", null, null],
    ["/sell-your-car", null, null],
    ["/cars/x", null, null],
    ["/", null, null],
  ])("%s needs %s by default and %s where the site gates checkout and finance", (path, byDefault, whenGated) => {
    expect(signInGate(path, plain)).toBe(byDefault);
    expect(signInGate(path, gated)).toBe(whenGated);
  });
});

describe("favourites, viewed cars and saved details (spec 000 section 3)", () => {
  const car = {
    id: 1,
    name: "2020 Mazda CX-5",
    slug: "mazda",
    make: "Mazda",
    model: "CX-5",
    primary_image_url: "/a.jpg",
  };

  it("toggles a favourite in and out", () => {
    const added = toggleFavourite([], car);
    expect(added).toEqual({ list: [car], added: true });
    expect(toggleFavourite(added.list, car)).toEqual({ list: [], added: false });
  });

  it("reads nothing from a list something else wrote", () => {
    expect(parseCarList("not json")).toEqual([]);
    expect(parseCarList('{"id":1}')).toEqual([]);
    expect(parseCarList('[{"id":1,"slug":"a"},{"name":"x"}]')).toEqual([{ id: 1, slug: "a" }]);
  });

  it("keeps viewed cars last visited first, each once, at most ten", () => {
    const viewed = (id: number): ViewedCar => ({
      id,
      stocknum: `S${id}`,
      make: "M",
      model: "X",
      body: null,
      simple_body: null,
      slug: `c${id}`,
      name: `Car ${id}`,
    });
    let list: ViewedCar[] = [];
    for (let id = 1; id <= 12; id++) list = recordViewedCar(list, viewed(id));
    expect(list.map((c) => c.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(
      recordViewedCar(list, viewed(5))
        .map((c) => c.id)
        .slice(0, 3),
    ).toEqual([5, 12, 11]);
  });

  it("fills only empty fields and saves only what was given", () => {
    const saved = { name: "Ana", email: "ana@example.com", phone: "0412345678" };
    expect(prefill(saved, { name: "", email: "typed@example.com", phone: " " })).toEqual({
      name: "Ana",
      phone: "0412345678",
    });
    expect(detailsToSave(saved, { name: "Bo", postcode: "2000", email: "", message: "hi" })).toEqual({
      name: "Bo",
      email: "ana@example.com",
      phone: "0412345678",
      postcode: "2000",
    });
  });
});

describe("a signed-in shopper is known (issue 36)", () => {
  const shopper = { phone: "0412345678", first_name: "Priya", last_name: null, email: "p@example.com", watchlist: [] };
  it.each([
    [shopper, "Priya"],
    [{ ...shopper, first_name: null }, "0412345678"],
    [{ ...shopper, first_name: "  " }, "0412345678"],
  ])("greets %o as %s", (who, name) => expect(greetingName(who)).toBe(name));

  it("fills a form's name, e-mail and mobile, and nothing the shopper did not give", () => {
    expect(knownDetails(shopper)).toEqual({ name: "Priya", email: "p@example.com", phone: "0412345678" });
    expect(knownDetails(null)).toEqual({});
  });
});

describe("favouritesChange (issue 56: what a browser's favourites change in the account's)", () => {
  it.each([
    { joined: null, kept: [3, 1], add: [3, 1], remove: [] },
    { joined: [3, 1], kept: [3, 1], add: [], remove: [] },
    { joined: [3, 1], kept: [3, 1, 7], add: [7], remove: [] },
    { joined: [3, 1], kept: [1], add: [], remove: [3] },
    { joined: [], kept: [], add: [], remove: [] },
  ])("joined $joined, kept $kept: add $add, remove $remove", ({ joined, kept, add, remove }) => {
    expect(favouritesChange(joined, kept)).toEqual({ add, remove });
  });

  it("adds nothing from a list joined to another account on a shared browser", () => {
    expect(favouritesChange(null, [3, 1], { owner: "0412000111", phone: "0498000222" })).toEqual({
      add: [],
      remove: [],
    });
    expect(favouritesChange(null, [3, 1], { owner: "0498000222", phone: "0498000222" })).toEqual({
      add: [3, 1],
      remove: [],
    });
  });
});
