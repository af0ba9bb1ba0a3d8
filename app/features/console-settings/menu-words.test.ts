import { describe, expect, it } from "vitest";
import { stockWords } from "~/features/cars";
import { defaultFooterGroups, defaultHeaderMenu } from "~/platform/tenancy/navigation-defaults";
import { menusInStockWords } from "./menu-form";

describe("the menu editor offers the stock's words (issue 57)", () => {
  const labels = (items: { label: string; children?: { label: string }[] }[]): string[] =>
    items.flatMap((i) => [i.label, ...labels(i.children ?? [])]);

  it("offers the default menus as 'vehicles' on a truck, bike and caravan yard, and keeps the dealer's own labels", () => {
    const words = stockWords({ truck: 80, motorcycle: 120, caravan: 110, car: 40 });
    const own = [...defaultHeaderMenu, { label: "Our Used Cars Sale", href: "/used-sale" }];
    const menus = menusInStockWords({ header: own, footer: defaultFooterGroups }, words);
    expect(labels(menus.header)).toEqual(
      expect.arrayContaining(["New Vehicles", "Demo Vehicles", "Used Vehicles", "Our Used Cars Sale"]),
    );
    expect(labels(menus.header)).not.toContain("New Cars");
    expect(menus.footer[0]!.links.map((l) => l.label)).toContain("Used Vehicles");
  });

  it.each([
    [{ caravan: 21 }, "New Caravans"],
    [{ car: 400 }, "New Cars"],
  ])("a site listing %o offers %s", (itemTypes, label) => {
    const menus = menusInStockWords({ header: defaultHeaderMenu, footer: [] }, stockWords(itemTypes));
    expect(labels(menus.header)).toContain(label);
  });
});
