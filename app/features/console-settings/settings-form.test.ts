import { z } from "zod";
import { describe, expect, it } from "vitest";
import { parseSiteConfig, SiteConfigSchema } from "~/platform/tenancy/site-config";
import { applySettings, configDiff, settingFields, type JsonSchema } from "./settings-form";

const schema = z.toJSONSchema(SiteConfigSchema, { io: "input", unrepresentable: "any" }) as JsonSchema;
// As the editor meets it: parsed, every default filled in.
const config = parseSiteConfig(
  {
    slug: "alpha",
    name: "Alpha Motors",
    template: "used",
    url: "https://alpha.example",
    domains: ["alpha.example"],
    theme: { colors: { primary: "#123456", accent: "#654321" }, logo: { src: "/logo.svg", alt: "Alpha" } },
    contact: { phones: {} },
    search: { stock_filter: true },
    home: { why_choose_us: [{ title: "Checked", text: "Every car, every time" }] },
  },
  "alpha.json",
) as unknown as Record<string, unknown> & { search: { stock_filter: boolean }; home: unknown };

describe("the settings editor's fields", () => {
  const fields = settingFields(schema, config, ["search", "theme", "home", "navigation"]);
  const field = (path: string) => fields.find((f) => f.path === path);

  it.each([
    ["search.stock_filter", "switch", "on"],
    ["search.price_sort_excludes_zero", "switch", ""],
    ["search.collapse_sold_runs", "switch", "on"],
    ["search.layout", "choice", "grid"],
    ["search.hits_per_page", "number", "21"],
    ["theme.colors.primary", "colour", "#123456"],
    ["home.why_choose_us", "json", JSON.stringify([{ title: "Checked", text: "Every car, every time" }], null, 2)],
    ["navigation.brands_menu", "switch", ""],
  ])("%s is a %s showing %j", (path, kind, value) => {
    expect(field(path)).toMatchObject({ kind, value });
  });

  it("leaves the menus and the yards to editors of their own", () => {
    for (const path of ["navigation.header", "navigation.footer", "locations.list"])
      expect(field(path)).toBeUndefined();
  });

  it("offers an enum's choices, and the heading face among the bundled ones", () => {
    expect(field("search.layout")?.options).toEqual(["grid", "carousel"]);
    expect(field("theme.fonts.heading")).toMatchObject({
      kind: "choice",
      options: [
        "system-ui, sans-serif",
        "Montserrat, system-ui, sans-serif",
        "Oswald, system-ui, sans-serif",
        "'Playfair Display', Georgia, serif",
      ],
    });
  });
});

describe("reading the form back", () => {
  const fields = settingFields(schema, config, ["search", "home"]);
  // The form sends every field of the area, as shown, with the editor's changes.
  const sent: Record<string, string> = {
    ...Object.fromEntries(fields.map((f) => [f.path, f.value])),
    "search.stock_filter": "",
    "search.layout": "carousel",
    "search.hits_per_page": "24",
    "home.why_choose_us": "[{",
  };
  const { config: next, errors } = applySettings(config, fields, (path) => sent[path] ?? "");

  it("turns a switch off, sets a choice and a number, and leaves the rest alone", () => {
    expect(next).toMatchObject({
      name: "Alpha Motors",
      search: { stock_filter: false, layout: "carousel", hits_per_page: 24, collapse_sold_runs: true },
    });
    expect(config.search.stock_filter).toBe(true);
  });

  it("names JSON that does not parse, and keeps what was stored", () => {
    expect(errors).toEqual({ "home.why_choose_us": "Must be valid JSON." });
    expect((next.home as { why_choose_us: unknown }).why_choose_us).toEqual(
      (config.home as { why_choose_us: unknown }).why_choose_us,
    );
  });

  it("diffs two configurations path by path", () => {
    expect(configDiff(config, next).filter((d) => d.path.startsWith("search."))).toEqual([
      { path: "search.hits_per_page", from: "21", to: "24" },
      { path: "search.layout", from: "grid", to: "carousel" },
      { path: "search.stock_filter", from: "true", to: "false" },
    ]);
  });

  it("diffs lists of named things item by item, and names a long list by its length", () => {
    const yard = (slug: string, close: string) => ({ slug, hours: [{ weekday: 6, close }] });
    const holidays = Array.from({ length: 9 }, (_, i) => ({ date: `2026-12-2${i}`, name: "Closed for the holidays" }));
    expect(
      configDiff(
        { list: [yard("dubbo", "16:00"), yard("orange", "12:00")] },
        { list: [yard("dubbo", "13:00"), yard("orange", "12:00")], holidays },
      ),
    ).toEqual([
      { path: "list[dubbo].hours[0].close", from: "16:00", to: "13:00" },
      { path: "holidays", from: "—", to: "9 entries" },
    ]);
  });
});
