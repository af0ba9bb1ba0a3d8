import { describe, expect, it } from "vitest";
import { headerRows, readFooterForm, readHeaderForm } from "./menu-form";

const form = (values: Record<string, string>) => (name: string) => values[name] ?? "";
const row = (i: number, label: string, href: string, extra: Record<string, string> = {}) =>
  Object.fromEntries([
    [`header.${i}.label`, label],
    [`header.${i}.href`, href],
    ...Object.entries(extra).map(([k, v]) => [`header.${i}.${k}`, v]),
  ]);

describe("the header menu as rows (issue 41)", () => {
  it("reads rows back into the menu: dropdown items under the one above, a stock dropdown, the one that stands out", () => {
    const menu = [
      { label: "Home", href: "/" },
      {
        label: "Our Stock",
        href: "/search/all",
        dynamic: "stock" as const,
        children: [{ label: "Used", href: "/search/used-cars" }],
      },
      { label: "Finance", href: "/finance", emphasised: true },
    ];
    const rows = headerRows(menu);
    const values = Object.assign(
      {},
      ...rows.map((r, i) =>
        row(i, r.label, r.href, {
          child: r.child ? "on" : "",
          emphasised: r.emphasised ? "on" : "",
          dynamic: r.dynamic,
        }),
      ),
    );
    expect(readHeaderForm(form(values), rows.length + 3)).toEqual({ menu, errors: {} });
  });

  it.each([
    [
      "moves a row by its order number and drops a removed one",
      {
        ...row(0, "Home", "/"),
        ...row(1, "Finance", "/finance", { position: "0" }),
        ...row(2, "Fleet", "/fleet", { remove: "on" }),
      },
      {
        menu: [
          { label: "Finance", href: "/finance" },
          { label: "Home", href: "/" },
        ],
        errors: {},
      },
    ],
    [
      "names a row without words or with a link that goes nowhere",
      { ...row(0, "", "/x"), ...row(1, "Deals", "deals") },
      {
        menu: [
          { label: "", href: "/x" },
          { label: "Deals", href: "deals" },
        ],
        errors: {
          "header.0.label": "Give the link its words",
          "header.1.href": "A link is a path such as /finance, or a full https:// address",
        },
      },
    ],
    [
      "will not put the first item under another",
      row(0, "Used", "/search/used-cars", { child: "on" }),
      { menu: [], errors: { "header.0.label": "The first item cannot sit under another" } },
    ],
  ])("%s", (_, values, answer) => {
    expect(readHeaderForm(form(values), 5)).toEqual(answer);
  });
});

describe("the footer's groups as rows (issue 41)", () => {
  it("keeps groups with their links, drops a removed group, and starts a new one", () => {
    const values = {
      "footer.0.heading": "Buyer Tools",
      "footer.0.links.0.label": "Finance",
      "footer.0.links.0.href": "/finance",
      "footer.1.heading": "Old",
      "footer.1.remove": "on",
      "footer.2.heading": "Visit",
      "footer.2.links.0.label": "Our yards",
      "footer.2.links.0.href": "/dealer-locator",
      "footer.3.links.0.label": "Orphan",
      "footer.3.links.0.href": "/x",
    };
    expect(readFooterForm(form(values), 4, () => 3)).toEqual({
      footer: [
        { heading: "Buyer Tools", links: [{ label: "Finance", href: "/finance" }] },
        { heading: "Visit", links: [{ label: "Our yards", href: "/dealer-locator" }] },
        { heading: "", links: [{ label: "Orphan", href: "/x" }] },
      ],
      errors: { "footer.3.heading": "Give the group a heading" },
    });
  });
});
